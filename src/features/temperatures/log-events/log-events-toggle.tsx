import type { UseQueryResult } from '@tanstack/react-query';

interface LogEventsToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;
}

/** The "Show log events" checkbox, with the state of the window's log read beside it. */
export function LogEventsToggle({ checked, onChange, query }: LogEventsToggleProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="h-4 w-4 accent-accent-solid"
        />
        Show log events
      </label>
      {checked && query.isPending && (
        <span role="status" className="text-fg-muted">
          Loading the device logs of this window…
        </span>
      )}
      {checked && query.isError && (
        <span role="alert" className="text-fault-text">
          Could not load the device logs.{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Retry
          </button>
        </span>
      )}
    </div>
  );
}
