import { useIntl } from 'react-intl';
import type { Campaign } from '@/domain/campaigns/campaign-engine';
import { messages } from './messages';
import { useCampaignText } from './use-campaign-text';

/** A campaign's event log, newest first (the last 300). */
export function CampaignEventLog({
  events,
  clock,
}: {
  events: Campaign['events'];
  clock: Intl.DateTimeFormat;
}) {
  const intl = useIntl();
  const text = useCampaignText();
  return (
    <section aria-labelledby="campaign-log" className="space-y-2">
      <h2 id="campaign-log" className="text-base font-semibold">
        {intl.formatMessage(messages.eventLog)}
      </h2>
      <ol className="max-h-72 space-y-0.5 overflow-y-auto rounded-lg border border-line bg-surface p-3 text-sm">
        {[...events]
          .reverse()
          .slice(0, 300)
          .map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className="tabular-nums text-fg-muted">{clock.format(e.at)}</span>{' '}
              {text.eventText(e)}
            </li>
          ))}
      </ol>
    </section>
  );
}
