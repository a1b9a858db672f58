import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import { useCampaigns } from './campaign-session';
import { CampaignView } from './campaign-view';
import { EngineCampaignPage } from './engine-campaign-page';
import { messages } from './messages';

/** /updates/campaigns/:id: from the engine when it is there, else from this browser. */
export function CampaignPage() {
  const engine = useEngine().state;
  const intl = useIntl();
  if (engine === 'checking')
    return <Loading label={intl.formatMessage(messages.loadingCampaigns)} />;
  return engine === 'on' ? <EngineCampaignPage /> : <BrowserCampaignPage />;
}

export function CampaignMissing() {
  const intl = useIntl();
  const company = useCompany();
  return (
    <EmptyState>
      {intl.formatMessage(messages.campaignMissing)}{' '}
      <Link to={paths.updates.href(company)} className="text-accent underline">
        {intl.formatMessage(messages.backToUpdates)}
      </Link>
    </EmptyState>
  );
}

/** A campaign run by this browser (static serving): one tab runs it, the others follow. */
function BrowserCampaignPage() {
  const { id = '' } = useParams();
  const { session, campaigns } = useCampaigns();
  const campaign = campaigns.find((c) => c.id === id);
  const intl = useIntl();
  if (!session) return <Loading label={intl.formatMessage(messages.loadingCampaigns)} />;
  if (!campaign) return <CampaignMissing />;
  const open = campaign.status === 'running' || campaign.status === 'paused';
  return (
    <CampaignView
      campaign={campaign}
      note={
        <>
          {intl.formatMessage(messages.runsInBrowser)}{' '}
          {!session.runner.canRun
            ? intl.formatMessage(messages.noLocks)
            : !session.runner.isLeader() && intl.formatMessage(messages.otherTab)}
        </>
      }
      controls={
        <>
          <Button
            onClick={() => session.runner.command(campaign.id, 'pause')}
            disabled={campaign.status !== 'running'}
          >
            {intl.formatMessage(messages.pause)}
          </Button>
          <Button
            onClick={() => session.runner.command(campaign.id, 'resume')}
            disabled={campaign.status !== 'paused'}
          >
            {intl.formatMessage(messages.resume)}
          </Button>
          <Button
            variant="danger"
            onClick={() => session.runner.command(campaign.id, 'stop')}
            disabled={!open}
          >
            {intl.formatMessage(messages.stop)}
          </Button>
        </>
      }
    />
  );
}
