import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { EMPTY_VIEW, RELEASE_NONE, writeFleetView } from '@/domain/fleet/fleet-view';
import {
  formatShare,
  RELEASE_UNKNOWN,
  type ReleaseSummary,
  type ReleaseRow,
} from '@/domain/fleet/releases';
import { useCompanyLabels } from '@/lib/company-labels';
import { companyNameText } from '@/components/company/company-name';
import { useLocale } from '@/lib/use-format';
import { messages } from './messages';

/** The Releases table: a version links to the fleet list filtered to it; the share is a bar. */
export const ReleasesTable = memo(function ReleasesTable({
  summary,
  company,
}: {
  summary: ReleaseSummary;
  company: string | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const labels = useCompanyLabels();
  const columns = useMemo(() => {
    const versionText = (key: string) =>
      key === RELEASE_NONE
        ? intl.formatMessage(messages.nothingInstalled)
        : key === RELEASE_UNKNOWN
          ? intl.formatMessage(messages.releaseUnknown)
          : key;
    const cols: DataColumn<ReleaseRow>[] = [
      {
        id: 'version',
        header: intl.formatMessage(messages.releaseHeader),
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
        header: intl.formatMessage(messages.unitsHeader),
        className: 'text-right tabular-nums',
        cell: (row) => intl.formatNumber(row.units),
      },
      {
        id: 'share',
        header: intl.formatMessage(messages.shareHeader),
        className: 'w-1/3',
        cell: (row) => (
          <div className="flex items-center gap-2">
            <span className="w-16 shrink-0 text-right tabular-nums">
              {formatShare(row.share, locale)}
            </span>
            <span aria-hidden className="h-3 flex-1 rounded-sm bg-surface-strong">
              <span
                className="block h-3 rounded-sm bg-accent-solid"
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
        header: intl.formatMessage(messages.perCompanyHeader),
        cell: (row) =>
          summary.companies
            .filter((c) => row.perCompany.has(c))
            .map(
              (c) =>
                `${companyNameText(intl, c, labels)}: ${intl.formatNumber(row.perCompany.get(c)!)}`,
            )
            .join(' · '),
      });
    return cols;
  }, [company, summary.companies, labels, intl, locale]);

  return (
    <DataTable
      caption={intl.formatMessage(messages.releasesCaption)}
      captionVisible
      columns={columns}
      rows={summary.rows}
      rowKey={(row) => row.key}
      className="overflow-x-auto rounded-lg border border-line bg-surface p-3"
    />
  );
});
