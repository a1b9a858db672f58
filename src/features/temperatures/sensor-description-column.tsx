import type { IntlShape } from 'react-intl';
import type { DataColumn } from '@/components/ui/data-table';
import { messages } from './messages';
import { sensorDescription } from './texts';

/** The "Description" column of a table of sensors (latest readings, one log's readings). */
export function sensorDescriptionColumn<R extends { sensor: string }>(
  intl: IntlShape,
): DataColumn<R> {
  return {
    id: 'description',
    header: intl.formatMessage(messages.description),
    cell: (r) =>
      sensorDescription(intl, r.sensor) ?? (
        <span className="text-fg-subtle italic">{intl.formatMessage(messages.noDescription)}</span>
      ),
  };
}
