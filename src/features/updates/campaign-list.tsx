import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { stepCounts, type Campaign, type CampaignStatus } from '@/domain/campaigns/campaign-engine';
import { useLocale } from '@/lib/use-format';
import { DATE_LOCALE, messages, STATUS_MESSAGES, valueMessages } from './messages';

/** A campaign as the list shows it (from this browser or from the engine). */
export interface CampaignRow {
  id: string;
  name: string;
  action: 'update' | 'reset';
  status: CampaignStatus;
  units: number;
  verified: number;
  failed: number;
  skipped: number;
  createdAt: number;
}

export function rowOf(c: Campaign): CampaignRow {
  const n = stepCounts(c);
  return {
    id: c.id,
    name: c.name,
    action: c.settings.action,
    status: c.status,
    units: c.units.length,
    verified: n.verified,
    failed: n.failed,
    skipped: n.skipped,
    createdAt: c.createdAt,
  };
}

/** Campaigns (this browser's for this identity, or the engine's), newest first. */
export function CampaignList({
  campaigns,
  company,
}: {
  campaigns: readonly CampaignRow[];
  company: string | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const columns: DataColumn<CampaignRow>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.campaignHeader),
      rowHeader: true,
      cell: (c) => (
        <Link to={paths.campaign.href(c.id, company)} className="font-medium text-accent underline">
          {c.name}
        </Link>
      ),
    },
    {
      id: 'action',
      header: intl.formatMessage(messages.actionHeader),
      cell: (c) =>
        intl.formatMessage(
          c.action === 'update' ? messages.actionCodeUpdate : messages.actionCodeReset,
        ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.statusHeader),
      cell: (c) => intl.formatMessage(STATUS_MESSAGES[c.status]),
    },
    {
      id: 'counts',
      header: intl.formatMessage(messages.unitsHeader),
      cell: (c) => intl.formatMessage(valueMessages.campaignCounts, c),
    },
    {
      id: 'created',
      header: intl.formatMessage(messages.createdHeader),
      cell: (c) => new Date(c.createdAt).toLocaleString(DATE_LOCALE[locale]),
    },
  ];
  return (
    <DataTable
      caption={intl.formatMessage(messages.campaignsCaption)}
      captionVisible
      columns={columns}
      rows={campaigns}
      rowKey={(c) => c.id}
      empty={intl.formatMessage(messages.noCampaigns)}
      className="overflow-x-auto rounded-lg border border-line bg-surface p-3"
    />
  );
}
