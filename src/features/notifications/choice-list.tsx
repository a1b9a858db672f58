import { useId } from 'react';
import { toggleChoice } from './settings-draft';

interface ChoiceListProps {
  legend: string;
  hint: string;
  options: readonly { id: string; label: string }[];
  /** null: every option (and any added later). */
  chosen: readonly string[] | null;
  onChange: (chosen: string[] | null) => void;
  error?: string | undefined;
}

/** A group of checkboxes narrowing what notifies the person (companies or rules). */
export function ChoiceList({ legend, hint, options, chosen, onChange, error }: ChoiceListProps) {
  const id = useId();
  const all = options.map((o) => o.id);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy} className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {hint}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen === null || chosen.includes(o.id)}
              onChange={(e) => onChange(toggleChoice(all, chosen, o.id, e.target.checked))}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-fault-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
