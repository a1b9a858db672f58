import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { messages } from './messages';

interface LogEventsToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;
}

/** The "Show log events" checkbox, with the state of the window's log read beside it. */
export function LogEventsToggle({ checked, onChange, query }: LogEventsToggleProps) {
  const intl = useIntl();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
      <Checkbox look="accent" checked={checked} onChange={onChange}>
        {intl.formatMessage(messages.showEvents)}
      </Checkbox>
      {checked && query.isPending && (
        <span role="status" className="text-fg-muted">
          {intl.formatMessage(messages.loading)}
        </span>
      )}
      {checked && query.isError && (
        <span role="alert" className="text-fault-text">
          {intl.formatMessage(messages.failed)}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </span>
      )}
    </div>
  );
}
