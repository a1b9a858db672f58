import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { stepCounts, type Campaign } from '@/domain/campaign-engine';
import { STATUS_TEXT } from './campaign-page';

/** Every campaign kept in this browser for this identity, newest first. */
export function CampaignList({
  campaigns,
  company,
}: {
  campaigns: readonly Campaign[];
  company: string | undefined;
}) {
  const columns: DataColumn<Campaign>[] = [
    {
      id: 'name',
      header: 'Campaign',
      rowHeader: true,
      cell: (c) => (
        <Link to={paths.campaign.href(c.id, company)} className="font-medium text-accent underline">
          {c.name}
        </Link>
      ),
    },
    { id: 'action', header: 'Action', cell: (c) => c.settings.action },
    { id: 'status', header: 'Status', cell: (c) => STATUS_TEXT[c.status] },
    {
      id: 'counts',
      header: 'Units',
      cell: (c) => {
        const n = stepCounts(c);
        return `${c.units.length} · ${n.verified} verified · ${n.failed} failed · ${n.skipped} skipped`;
      },
    },
    {
      id: 'created',
      header: 'Created',
      cell: (c) => new Date(c.createdAt).toLocaleString('en-GB'),
    },
  ];
  return (
    <DataTable
      caption="Campaigns"
      captionVisible
      columns={columns}
      rows={campaigns}
      rowKey={(c) => c.id}
      empty="No campaign yet in this browser."
      className="overflow-x-auto rounded-lg border border-line bg-surface p-3"
    />
  );
}
