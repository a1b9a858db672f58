import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { messages } from './messages';
import { Tag } from '@/components/ui/tag';

function columns(intl: IntlShape): DataColumn<CatalogEntry>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'bit',
      header: t(messages.colBit),
      className: 'font-mono tabular-nums',
      cell: (entry) => entry.bit,
    },
    {
      id: 'errorId',
      header: t(messages.colErrorId),
      className: 'font-mono font-medium',
      cell: (entry) => entry.errorId,
    },
    // As the service sends it (docs/decisions.md#languages).
    { id: 'description', header: t(messages.colDescription), cell: (entry) => entry.description },
    {
      id: 'severity',
      header: t(messages.colSeverity),
      cell: (entry) =>
        entry.critical ? (
          <Tag tone="fault">{t(messages.critical)}</Tag>
        ) : (
          <span className="text-fg-muted">{t(messages.notCritical)}</span>
        ),
    },
  ];
}

export function ErrorCatalogTable({ entries }: { entries: readonly CatalogEntry[] }) {
  const intl = useIntl();
  const cols = useMemo(() => columns(intl), [intl]);
  return (
    <DataTable
      caption={intl.formatMessage(messages.caption)}
      columns={cols}
      rows={entries}
      rowKey={(entry) => String(entry.bit)}
      empty={intl.formatMessage(messages.noMatch)}
      className="overflow-x-auto rounded-lg border border-line bg-surface"
    />
  );
}
