import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { EMPTY_VIEW, RELEASE_NONE, writeFleetView } from '@/domain/fleet-view';
import {
  formatShare,
  RELEASE_UNKNOWN,
  type ReleaseSummary,
  type ReleaseRow,
} from '@/domain/releases';
import { companyName, useCompanyLabels } from '@/lib/company-labels';

const versionText = (key: string) =>
  key === RELEASE_NONE ? 'Nothing installed' : key === RELEASE_UNKNOWN ? 'Unknown' : key;

/** The Releases table: a version links to the fleet list filtered to it; the share is a bar. */
export const ReleasesTable = memo(function ReleasesTable({
  summary,
  company,
}: {
  summary: ReleaseSummary;
  company: string | undefined;
}) {
  const labels = useCompanyLabels();
  const columns = useMemo(() => {
    const cols: DataColumn<ReleaseRow>[] = [
      {
        id: 'version',
        header: 'Release',
        rowHeader: true,
        cell: (row) =>
          // The fleet list cannot filter on "not reported": that row has no link.
          row.key === RELEASE_UNKNOWN ? (
            versionText(row.key)
          ) : (
            <Link
              className="font-medium text-accent underline"
              to={paths.fleet.href(company, writeFleetView({ ...EMPTY_VIEW, release: row.key }))}
            >
              {versionText(row.key)}
            </Link>
          ),
      },
      {
        id: 'units',
        header: 'Units',
        className: 'text-right tabular-nums',
        cell: (row) => row.units.toLocaleString('en-US'),
      },
      {
        id: 'share',
        header: 'Share',
        className: 'w-1/3',
        cell: (row) => (
          <div className="flex items-center gap-2">
            <span className="w-16 shrink-0 text-right tabular-nums">{formatShare(row.share)}</span>
            <span aria-hidden className="h-3 flex-1 rounded-sm bg-surface-strong">
              <span
                className="block h-3 rounded-sm bg-amber-600"
                style={{ width: `${Math.max(row.share * 100, row.units > 0 ? 1 : 0)}%` }}
              />
            </span>
          </div>
        ),
      },
    ];
    if (!company && summary.companies.length > 1)
      cols.push({
        id: 'companies',
        header: 'Per company',
        cell: (row) =>
          summary.companies
            .filter((c) => row.perCompany.has(c))
            .map(
              (c) => `${companyName(c, labels)}: ${row.perCompany.get(c)!.toLocaleString('en-US')}`,
            )
            .join(' · '),
      });
    return cols;
  }, [company, summary.companies, labels]);

  return (
    <DataTable
      caption="Releases"
      captionVisible
      columns={columns}
      rows={summary.rows}
      rowKey={(row) => row.key}
      className="overflow-x-auto rounded-lg border border-line bg-surface p-3"
    />
  );
});
