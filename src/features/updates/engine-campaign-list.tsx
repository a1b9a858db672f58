import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { engineCampaignQueries } from '@/api/engine/campaigns';
import { QueryState } from '@/components/ui/query-state';
import { CampaignList } from './campaign-list';
import { messages } from './messages';

/** The engine's campaigns the caller may see; they run on the server with every browser closed. */
export function EngineCampaignList({ company }: { company: string | undefined }) {
  const intl = useIntl();
  const query = useQuery(engineCampaignQueries.list(company));
  return (
    <section className="space-y-2">
      <p className="text-sm text-fg-muted">{intl.formatMessage(messages.runsOnServer)}</p>
      <QueryState
        query={query}
        loadingLabel={intl.formatMessage(messages.loadingCampaigns)}
        errorTitle={intl.formatMessage(messages.campaignsFailed)}
      >
        {(rows) => (
          <CampaignList
            company={company}
            campaigns={rows.map((r) => ({
              id: r.id,
              name: r.name,
              action: r.action,
              status: r.status,
              units: r.units,
              verified: r.steps.verified ?? 0,
              failed: r.steps.failed ?? 0,
              skipped: r.steps.skipped ?? 0,
              createdAt: r.createdAt,
            }))}
          />
        )}
      </QueryState>
    </section>
  );
}
