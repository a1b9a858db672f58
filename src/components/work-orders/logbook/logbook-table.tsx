import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { LogbookEntry } from '@/api/engine/work-orders';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { useFormat } from '@/lib/use-format';
import { entryDetails, kindText } from './entry-text';
import { messages } from './messages';

/** A unit's logbook entries, oldest first; a measurement above the limit says so. */
export function LogbookTable({ entries }: { entries: readonly LogbookEntry[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = useFormat();
  const columns = useMemo<DataColumn<LogbookEntry>[]>(
    () => [
      {
        id: 'day',
        header: t(messages.colDay),
        rowHeader: true,
        className: 'w-28 whitespace-nowrap text-left font-normal',
        cell: (e) => f.day(e.day),
      },
      {
        id: 'kind',
        header: t(messages.colKind),
        className: 'w-48',
        cell: (e) => kindText(intl, e.kind),
      },
      {
        id: 'details',
        header: t(messages.colDetails),
        cell: (e) => (
          <span>
            {entryDetails(intl, e, f.locale)}
            {e.flagged && (
              <span className="ml-2 font-semibold text-fault-text">{t(messages.flagged)}</span>
            )}
          </span>
        ),
      },
      {
        id: 'by',
        header: t(messages.colBy),
        className: 'w-36',
        cell: (e) => e.author ?? t(messages.byServer),
      },
    ],
    [intl, t, f],
  );
  return (
    <DataTable
      caption={t(messages.caption)}
      columns={columns}
      rows={entries}
      rowKey={(e) => String(e.id)}
      empty={t(messages.empty)}
    />
  );
}
