import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  commandEngineCampaign,
  engineCampaignKeys,
  engineCampaignQueries,
  fetchEngineCampaign,
  retryEngineCampaign,
  type EngineCampaignCommand,
} from '@/api/engine/campaigns';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { useLocale } from '@/lib/use-format';
import { downloadCampaignCsv } from './campaign-csv';
import { CampaignEventLog } from './campaign-event-log';
import { CampaignHeader } from './campaign-header';
import { useCampaignClock } from './campaign-view';
import { EngineCampaignUnits } from './engine-campaign-units';
import { DATE_LOCALE, messages, valueMessages } from './messages';

/**
 * A campaign on the engine: the same page from any browser of anyone who may see it. Its summary
 * and the unit table's pages on screen come from the engine, never the whole campaign.
 */
export function EngineCampaignPage() {
  const { id = '' } = useParams();
  const company = useCompany();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery(engineCampaignQueries.summary(id, company));
  const clock = useCampaignClock();
  const refresh = () => client.invalidateQueries({ queryKey: engineCampaignKeys.all(company) });
  const command = useMutation({
    mutationFn: (c: EngineCampaignCommand) => commandEngineCampaign(id, c),
    onSettled: refresh,
  });
  const retry = useMutation({
    mutationFn: () => retryEngineCampaign(id),
    onSuccess: (made) => void navigate(paths.campaign.href(made.id, company)),
    onSettled: refresh,
  });
  // The CSV needs every unit: the whole campaign, only on this click.
  const exporting = useMutation({
    mutationFn: () => fetchEngineCampaign(id).then((r) => downloadCampaignCsv(r.campaign)),
  });
  const error = command.error ?? retry.error ?? exporting.error;
  return (
    <QueryState
      query={query}
      loadingLabel={intl.formatMessage(messages.loadingCampaigns)}
      errorTitle={intl.formatMessage(messages.campaignMissing)}
    >
      {({ campaign, counts, mayCommand, mayApprove, createdBy }) => {
        const s = campaign.status;
        const busy = command.isPending || retry.isPending || !mayCommand;
        const failed = counts.failed + counts.unknown;
        return (
          <div className="space-y-4">
            <CampaignHeader
              campaign={campaign}
              counts={counts}
              onExport={() => !exporting.isPending && exporting.mutate()}
              note={
                <>
                  {intl.formatMessage(messages.runsOnServer)}{' '}
                  {intl.formatMessage(valueMessages.createdBy, { name: createdBy })}
                  {campaign.startsAt !== undefined &&
                    intl.formatMessage(valueMessages.startsAt, {
                      at: new Date(campaign.startsAt).toLocaleString(DATE_LOCALE[locale]),
                    })}
                  {campaign.approvedBy &&
                    intl.formatMessage(valueMessages.approvedBy, { name: campaign.approvedBy })}
                </>
              }
              controls={
                <>
                  {s === 'awaiting-approval' && mayApprove && (
                    <Button
                      variant="primary"
                      onClick={() => command.mutate('approve')}
                      disabled={busy}
                    >
                      {intl.formatMessage(messages.approve)}
                    </Button>
                  )}
                  <Button
                    onClick={() => command.mutate('pause')}
                    disabled={busy || s !== 'running'}
                  >
                    {intl.formatMessage(messages.pause)}
                  </Button>
                  <Button
                    onClick={() => command.mutate('resume')}
                    disabled={busy || s !== 'paused'}
                  >
                    {intl.formatMessage(messages.resume)}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => command.mutate('stop')}
                    disabled={
                      busy || (s !== 'running' && s !== 'paused' && s !== 'awaiting-approval')
                    }
                  >
                    {intl.formatMessage(messages.stop)}
                  </Button>
                  {(s === 'done' || s === 'stopped') && failed > 0 && (
                    <Button onClick={() => retry.mutate()} disabled={busy}>
                      {intl.formatMessage(messages.retryFailed)}
                    </Button>
                  )}
                </>
              }
            />
            {error && <ErrorMessage error={error} />}
            <EngineCampaignUnits id={id} clock={clock} />
            <CampaignEventLog events={campaign.events} clock={clock} />
          </div>
        );
      }}
    </QueryState>
  );
}
