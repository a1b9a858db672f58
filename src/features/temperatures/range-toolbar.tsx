import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  MAX_CUSTOM_MS,
  RANGE_PRESETS,
  fromLocalInputValue,
  resolveWindow,
  toLocalInputValue,
  type RangePresetId,
  type TimeRange,
} from './model/temperature-range';

interface RangeToolbarProps {
  range: TimeRange;
  onChange: (range: TimeRange) => void;
}

/** Presets (1 h, 24 h, 7 d, 30 d) and a custom from/to, both written to the URL by the page. */
export function RangeToolbar({ range, onChange }: RangeToolbarProps) {
  const [customOpen, setCustomOpen] = useState(range.kind === 'custom');
  const active = range.kind === 'preset' ? range.preset : 'custom';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label="Time range"
        className="inline-flex rounded-md border border-line-strong"
      >
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={active === p.id}
            title={p.longLabel}
            onClick={() => {
              setCustomOpen(false);
              onChange({ kind: 'preset', preset: p.id as RangePresetId });
            }}
            className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md ${active === p.id ? 'bg-accent-solid text-on-accent' : 'hover:bg-surface-strong'}`}
          >
            {p.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={active === 'custom'}
          aria-expanded={customOpen}
          onClick={() => setCustomOpen((o) => !o)}
          className={`rounded-r-md border-l border-line-strong px-3 py-1.5 text-sm font-medium ${active === 'custom' ? 'bg-accent-solid text-on-accent' : 'hover:bg-surface-strong'}`}
        >
          Custom…
        </button>
      </div>
      {customOpen && <CustomRangeForm range={range} onApply={onChange} />}
    </div>
  );
}

function CustomRangeForm({
  range,
  onApply,
}: {
  range: TimeRange;
  onApply: (range: TimeRange) => void;
}) {
  const id = useId();
  // The form starts from the window on screen, so "Custom…" then Apply changes nothing.
  const [initial] = useState(() => resolveWindow(range, Date.now()));
  const [from, setFrom] = useState(() => toLocalInputValue(initial.from));
  const [to, setTo] = useState(() => toLocalInputValue(initial.to));
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = fromLocalInputValue(from);
    const t = fromLocalInputValue(to);
    if (f === undefined || t === undefined) return setError('Enter both a start and an end.');
    if (f >= t) return setError('The start must be before the end.');
    if (t - f > MAX_CUSTOM_MS) return setError('Choose at most 31 days.');
    setError(null);
    onApply({ kind: 'custom', from: f, to: t, clamped: false });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <label className="flex flex-col text-xs font-medium">
        From
        <input
          type="datetime-local"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm"
        />
      </label>
      <label className="flex flex-col text-xs font-medium">
        To
        <input
          type="datetime-local"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm"
        />
      </label>
      <Button type="submit" size="sm">
        Apply
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-fault-text">
          {error}
        </p>
      )}
    </form>
  );
}
