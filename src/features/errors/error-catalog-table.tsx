import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { CatalogEntry } from '@/domain/error-catalog';

const COLUMNS: DataColumn<CatalogEntry>[] = [
  {
    id: 'bit',
    header: 'Bit',
    className: 'font-mono tabular-nums',
    cell: (entry) => entry.bit,
  },
  {
    id: 'errorId',
    header: 'Error id',
    className: 'font-mono font-medium',
    cell: (entry) => entry.errorId,
  },
  { id: 'description', header: 'Description', cell: (entry) => entry.description },
  {
    id: 'severity',
    header: 'Severity',
    cell: (entry) =>
      entry.critical ? (
        <span className="rounded bg-fault-soft px-1.5 py-0.5 text-xs font-semibold text-fault-on-soft">
          Critical
        </span>
      ) : (
        <span className="text-fg-muted">Not critical</span>
      ),
  },
];

export function ErrorCatalogTable({ entries }: { entries: readonly CatalogEntry[] }) {
  return (
    <DataTable
      caption="Controller errors by active-error bit"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => String(entry.bit)}
      empty="No error matches this search."
      className="overflow-x-auto rounded-lg border border-line bg-surface"
    />
  );
}
