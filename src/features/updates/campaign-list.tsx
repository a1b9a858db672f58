import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { stepCounts, type Campaign } from '@/domain/campaigns/campaign-engine';
import { useLocale } from '@/lib/use-format';
import { DATE_LOCALE, messages, STATUS_MESSAGES, valueMessages } from './messages';

/** Every campaign kept in this browser for this identity, newest first. */
export function CampaignList({
  campaigns,
  company,
}: {
  campaigns: readonly Campaign[];
  company: string | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const columns: DataColumn<Campaign>[] = [
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
          c.settings.action === 'update' ? messages.actionCodeUpdate : messages.actionCodeReset,
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
      cell: (c) => {
        const n = stepCounts(c);
        return intl.formatMessage(valueMessages.campaignCounts, {
          units: c.units.length,
          verified: n.verified,
          failed: n.failed,
          skipped: n.skipped,
        });
      },
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
