import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { summarizeReleases } from '@/domain/fleet/releases';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { CampaignList, rowOf } from './campaign-list';
import { useCampaigns } from './campaign-session';
import { EngineCampaignList } from './engine-campaign-list';
import { useEngine } from '@/lib/use-engine';
import { messages, valueMessages } from './messages';
import { ReleasesTable } from './releases-table';
import { FleetQueryState } from '@/components/fleet/fleet-query-state';

/** /updates: who runs which release (docs/decisions.md#campaigns). */
export function UpdatesPage() {
  const intl = useIntl();
  const company = useCompany();
  const fleet = useFleetUnits(company);
  const summary = useMemo(() => summarizeReleases(fleet.units), [fleet.units]);
  const { session, campaigns } = useCampaigns();
  const engine = useEngine().state;
  const rows = useMemo(() => campaigns.map(rowOf), [campaigns]);
  const [params] = useSearchParams();
  // The form starts with the fleet view of this URL (company and filters).
  const formParams = new URLSearchParams(params);
  formParams.delete('company');

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(messages.documentTitle)}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{intl.formatMessage(messages.heading)}</h1>
        <Link
          to={paths.newCampaign.href(company, formParams)}
          className="rounded-md bg-accent-solid px-3 py-2 text-sm font-medium text-on-accent hover:bg-accent-solid-hover"
        >
          {intl.formatMessage(messages.newCampaign)}
        </Link>
      </div>
      <FleetQueryState fleet={fleet} company={company} emptyWhenNone>
        {() => (
          <>
            <p role="status" className="text-sm tabular-nums">
              {intl.formatMessage(valueMessages.unitsTotal, { count: summary.total })}
              {fleet.progress && intl.formatMessage(messages.receivedSoFar)}
            </p>
            <ReleasesTable summary={summary} company={company} />
          </>
        )}
      </FleetQueryState>
      {engine === 'on' ? (
        <EngineCampaignList company={company} />
      ) : (
        engine === 'off' &&
        session && (
          <>
            <p className="text-sm text-fg-muted">{intl.formatMessage(messages.runsInBrowser)}</p>
            <CampaignList campaigns={rows} company={company} />
          </>
        )
      )}
    </div>
  );
}
