import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { hasActiveFilters, isRangeInverted, type LogFilterState } from './log-filters';
import { LOG_TYPES, isLogType, logTypeLabel } from '../log-types';
import { messages } from './messages';

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
  const intl = useIntl();
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
      aria-label={intl.formatMessage(messages.filterLogs)}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className={labelClass}>
          {intl.formatMessage(messages.type)}
        </label>
        <select
          id={`${id}-type`}
          className={input}
          value={filters.type ?? ''}
          onChange={(e) =>
            onChange({ type: isLogType(e.target.value) ? e.target.value : undefined })
          }
        >
          <option value="">{intl.formatMessage(messages.allTypes)}</option>
          {LOG_TYPES.map((type) => (
            <option key={type} value={type}>
              {logTypeLabel(intl, type)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className={labelClass}>
          {intl.formatMessage(messages.from)}
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
          {intl.formatMessage(messages.to)}
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
          {intl.formatMessage(messages.controllerSerial)}
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
          {intl.formatMessage(messages.searchLoaded)}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={input}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
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
          {intl.formatMessage(messages.clearFilters)}
        </Button>
      )}
      <div className="w-full text-xs text-fg-muted">
        <p id={`${id}-q-hint`}>{intl.formatMessage(messages.searchHint)}</p>
        {serialInvalid && (
          <p id={`${id}-serial-error`} role="alert" className="text-fault-text">
            {intl.formatMessage(messages.serialInvalid)}
          </p>
        )}
        {inverted && (
          <p role="alert" className="text-fault-text">
            {intl.formatMessage(messages.rangeInverted)}
          </p>
        )}
      </div>
    </form>
  );
}
