import { useId } from 'react';

export function FleetSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (q: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="min-w-0 basis-full sm:max-w-md sm:flex-1 sm:basis-auto">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        Search
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Serial, alias, model or city"
        className="mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
      />
      <span id={hintId} className="sr-only">
        Matches serial, alias, model and city; every word must match.
      </span>
    </div>
  );
}
