import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState, Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import {
  isTerminal,
  stepCounts,
  UNIT_STEPS,
  type Campaign,
  type CampaignUnit,
} from '@/domain/campaign-engine';
import { quietHoursText } from '@/domain/campaign-plan';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadText } from '@/lib/download';
import { useCompany } from '@/lib/use-company';
import { campaignCsv } from './campaign-csv';
import { useCampaigns } from './campaign-session';
import { NoRecall } from './no-recall';

const time = (ms: number | undefined) =>
  ms === undefined ? '—' : new Date(ms).toLocaleTimeString('en-GB');

const COLUMNS: DataColumn<CampaignUnit>[] = [
  { id: 'unit', header: 'Unit', rowHeader: true, cell: (u) => u.label, className: 'w-40' },
  { id: 'wave', header: 'Wave', cell: (u) => (u.wave >= 0 ? u.wave + 1 : '—'), className: 'w-16' },
  {
    id: 'step',
    header: 'Step',
    cell: (u) => <span data-step={u.step}>{u.step}</span>,
    className: 'w-24',
  },
  { id: 'reason', header: 'Reason', cell: (u) => u.reason ?? '' },
  { id: 'sent', header: 'Sent', cell: (u) => time(u.sentAt), className: 'w-24 tabular-nums' },
  { id: 'done', header: 'Done', cell: (u) => time(u.doneAt), className: 'w-24 tabular-nums' },
];

export const STATUS_TEXT: Record<Campaign['status'], string> = {
  running: 'Running',
  paused: 'Paused',
  stopped: 'Stopped',
  done: 'Done',
};

/** /updates/campaigns/:id: one campaign's progress, its units and its event log. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const company = useCompany();
  const { session, campaigns } = useCampaigns();
  const campaign = campaigns.find((c) => c.id === id);
  const counts = useMemo(() => (campaign ? stepCounts(campaign) : undefined), [campaign]);

  if (!session) return <Loading label="Loading the campaigns…" />;
  if (!campaign || !counts)
    return (
      <EmptyState>
        No campaign with this id is kept in this browser.{' '}
        <Link to={paths.updates.href(company)} className="text-accent underline">
          Back to updates
        </Link>
      </EmptyState>
    );
  const s = campaign.settings;
  const done = campaign.units.filter((u) => isTerminal(u.step)).length;
  const total = campaign.units.length;
  const open = campaign.status === 'running' || campaign.status === 'paused';

  return (
    <div className="space-y-4">
      <title>{`${campaign.name} – Sunbed Fleet`}</title>
      <p className="text-sm">
        <Link to={paths.updates.href(company)} className="text-accent underline">
          ← Updates
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">{campaign.name}</h1>
        <p role="status" className="text-sm font-medium" data-status={campaign.status}>
          {STATUS_TEXT[campaign.status]}
          {campaign.statusReason && `: ${campaign.statusReason}`}
        </p>
      </div>
      <p className="text-sm text-fg-muted">
        {s.action === 'update' ? 'Start update' : 'Reset controller'} · first wave {s.firstWave},
        growth ×{s.growth} · at most {s.maxBusy} at once · soak {s.soakMs / 60_000} min · stop above{' '}
        {s.failurePct} % failed · a unit not ready is skipped after {s.waitMs / 60_000} min
        {s.quietHours && ` · quiet hours ${quietHoursText(s.quietHours)} (unit’s local time)`}
        {s.expectedVersion && ` · expected version ${s.expectedVersion}`}
        {!session.runner.isLeader() && ' · runs in another tab of this browser'}
      </p>
      <NoRecall />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => session.runner.command(campaign.id, 'pause')}
          disabled={campaign.status !== 'running'}
        >
          Pause
        </Button>
        <Button
          onClick={() => session.runner.command(campaign.id, 'resume')}
          disabled={campaign.status !== 'paused'}
        >
          Resume
        </Button>
        <Button
          variant="danger"
          onClick={() => session.runner.command(campaign.id, 'stop')}
          disabled={!open}
        >
          Stop
        </Button>
        <Button
          onClick={() =>
            downloadText(
              `campaign-${campaign.name.replace(/[^\w-]+/g, '-')}.csv`,
              CSV_BOM + campaignCsv(campaign),
              CSV_MIME_TYPE,
            )
          }
        >
          Export CSV
        </Button>
      </div>
      <div>
        <label htmlFor="campaign-progress" className="text-sm font-medium">
          Progress: {done} of {total} units done
        </label>
        <progress id="campaign-progress" className="block h-3 w-full" max={total} value={done} />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Units per step">
        {UNIT_STEPS.map((step) => (
          <div key={step} className="flex gap-1">
            <dt>{step}</dt>
            <dd className="font-semibold tabular-nums" data-count={step}>
              {counts[step]}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption="Units of this campaign"
        captionVisible
        columns={COLUMNS}
        rows={campaign.units}
        rowKey={(u) => u.guid}
        virtual={{ rowHeight: 37 }}
        className="max-h-[28rem] overflow-auto rounded-lg border border-line bg-surface"
      />
      <section aria-labelledby="campaign-log" className="space-y-2">
        <h2 id="campaign-log" className="text-base font-semibold">
          Event log
        </h2>
        <ol className="max-h-72 space-y-0.5 overflow-y-auto rounded-lg border border-line bg-surface p-3 text-sm">
          {[...campaign.events]
            .reverse()
            .slice(0, 300)
            .map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span className="tabular-nums text-fg-muted">{time(e.at)}</span> {e.text}
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}
