import { useIntl } from 'react-intl';
import { ACTION_NAMES } from '@/components/activity/activity-table';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { messages } from './messages';
import type { useActivityFilters } from './use-activity-filters';

/** Action, who, from and to; a unit chosen from the equipment page shows as a removable filter. */
export function ActivityFilters({ state }: { state: ReturnType<typeof useActivityFilters> }) {
  const intl = useIntl();
  const { text, set } = state;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field compact label={intl.formatMessage(messages.filterAction)}>
        <Select value={text('action')} onChange={(e) => set('action', e.target.value)}>
          <option value="">{intl.formatMessage(messages.anyAction)}</option>
          {Object.entries(ACTION_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {intl.formatMessage(name)}
            </option>
          ))}
        </Select>
      </Field>
      <Field compact label={intl.formatMessage(messages.filterWho)}>
        <TextInput value={text('actor')} onChange={(e) => set('actor', e.target.value)} />
      </Field>
      <Field compact label={intl.formatMessage(messages.filterFrom)}>
        <TextInput type="date" value={text('from')} onChange={(e) => set('from', e.target.value)} />
      </Field>
      <Field compact label={intl.formatMessage(messages.filterTo)}>
        <TextInput type="date" value={text('to')} onChange={(e) => set('to', e.target.value)} />
      </Field>
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
