import { useIntl } from 'react-intl';
import { ACTION_NAMES } from '@/components/activity/activity-table';
import { Button } from '@/components/ui/button';
import { messages } from './messages';
import type { useActivityFilters } from './use-activity-filters';

const input = 'rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm';

/** Action, who, from and to; a unit chosen from the equipment page shows as a removable filter. */
export function ActivityFilters({ state }: { state: ReturnType<typeof useActivityFilters> }) {
  const intl = useIntl();
  const { text, set } = state;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="space-y-1 text-sm font-medium">
        <span className="block">{intl.formatMessage(messages.filterAction)}</span>
        <select
          className={input}
          value={text('action')}
          onChange={(e) => set('action', e.target.value)}
        >
          <option value="">{intl.formatMessage(messages.anyAction)}</option>
          {Object.entries(ACTION_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {intl.formatMessage(name)}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span className="block">{intl.formatMessage(messages.filterWho)}</span>
        <input
          className={input}
          value={text('actor')}
          onChange={(e) => set('actor', e.target.value)}
        />
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span className="block">{intl.formatMessage(messages.filterFrom)}</span>
        <input
          type="date"
          className={input}
          value={text('from')}
          onChange={(e) => set('from', e.target.value)}
        />
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span className="block">{intl.formatMessage(messages.filterTo)}</span>
        <input
          type="date"
          className={input}
          value={text('to')}
          onChange={(e) => set('to', e.target.value)}
        />
      </label>
      {text('unit') && (
        <p className="flex items-center gap-2 text-sm">
          {intl.formatMessage(messages.unitFilter)}
          <Button size="sm" onClick={() => set('unit', '')}>
            {intl.formatMessage(messages.allUnits)}
          </Button>
        </p>
      )}
    </div>
  );
}
