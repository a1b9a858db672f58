import { useIntl } from 'react-intl';
import { useNow } from '@/components/ui/use-now';
import type { Campaign } from '@/domain/campaigns/campaign-engine';
import { messages, STATUS_MESSAGES, valueMessages } from './messages';
import { useCampaignText } from './use-campaign-text';

/** The status; "Scheduled" before the start time. Its own component: the clock that flips it
 *  re-renders this line only, never the unit table (docs/decisions.md#engine-campaigns). */
export function StatusLine({ campaign }: { campaign: Omit<Campaign, 'units'> }) {
  const intl = useIntl();
  const text = useCampaignText();
  const now = useNow(1000);
  const message =
    campaign.status === 'running' && campaign.startsAt !== undefined && now < campaign.startsAt
      ? messages.statusScheduled
      : STATUS_MESSAGES[campaign.status];
  return (
    <p role="status" className="text-sm font-medium" data-status={campaign.status}>
      {campaign.statusWhy || campaign.statusReason
        ? intl.formatMessage(valueMessages.statusWithReason, {
            status: intl.formatMessage(message),
            why: campaign.statusWhy ? text.reason(campaign.statusWhy) : campaign.statusReason!,
          })
        : intl.formatMessage(message)}
    </p>
  );
}
