import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { hasActiveFilters, isRangeInverted, type LogFilterState } from './log-filters';
import { LOG_TYPES, isLogType } from '../log-types';

interface LogFiltersBarProps {
  filters: LogFilterState;
  onChange: (patch: Partial<LogFilterState>, options?: { replace?: boolean }) => void;
}

const input = 'h-9 rounded-md border border-line-strong bg-surface px-2 text-sm';
const labelClass = 'text-xs font-medium text-fg-muted';

/** Typed text reaches the URL after a short pause, so each key press is not a new request. */
function useDebouncedCommit(value: string, commit: (value: string) => void, delayMs = 300) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  // The URL changed from outside (back button, Clear): show its value.
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }
  const onCommit = useEffectEvent(commit);
  useEffect(() => {
    if (draft === value) return;
    const id = setTimeout(() => onCommit(draft), delayMs);
    return () => clearTimeout(id);
  }, [draft, value, delayMs]);
  return [draft, setDraft] as const;
}

export function LogFiltersBar({ filters, onChange }: LogFiltersBarProps) {
  const id = useId();
  const [serial, setSerial] = useDebouncedCommit(filters.serial ?? '', (v) => {
    if (/^\d*$/.test(v.trim())) onChange({ serial: v.trim() || undefined }, { replace: true });
  });
  const [query, setQuery] = useDebouncedCommit(filters.q, (v) =>
    onChange({ q: v }, { replace: true }),
  );
  const serialInvalid = !/^\d*$/.test(serial.trim());
  const inverted = isRangeInverted(filters);

  return (
    <form
      role="search"
      aria-label="Filter logs"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className={labelClass}>
          Type
        </label>
        <select
          id={`${id}-type`}
          className={input}
          value={filters.type ?? ''}
          onChange={(e) =>
            onChange({ type: isLogType(e.target.value) ? e.target.value : undefined })
          }
        >
          <option value="">All</option>
          {LOG_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={input}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={input}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-serial`} className={labelClass}>
          Controller serial
        </label>
        <input
          id={`${id}-serial`}
          className={`${input} w-36`}
          inputMode="numeric"
          autoComplete="off"
          value={serial}
          aria-invalid={serialInvalid || undefined}
          aria-describedby={serialInvalid ? `${id}-serial-error` : undefined}
          onChange={(e) => setSerial(e.target.value)}
        />
      </div>
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          Search loaded logs
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={input}
          placeholder="Text in json_data, e.g. E22 or lamp"
          autoComplete="off"
          value={query}
          aria-describedby={`${id}-q-hint`}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {hasActiveFilters(filters) && (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({ type: undefined, from: undefined, to: undefined, serial: undefined, q: '' })
          }
        >
          Clear filters
        </Button>
      )}
      <div className="w-full text-xs text-fg-muted">
        <p id={`${id}-q-hint`}>
          The search runs in your browser over the json_data of the logs loaded so far, not over
          every log of the unit. Dates are days in your browser’s time zone.
        </p>
        {serialInvalid && (
          <p id={`${id}-serial-error`} role="alert" className="text-fault-text">
            The controller serial is a number: digits only.
          </p>
        )}
        {inverted && (
          <p role="alert" className="text-fault-text">
            “From” is after “To”: no log can match this range.
          </p>
        )}
      </div>
    </form>
  );
}
