import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { useNow } from '@/components/ui/use-now';
import { paths } from '@/config/paths';
import {
  isTerminal,
  stepCounts,
  UNIT_STEPS,
  type Campaign,
  type CampaignUnit,
} from '@/domain/campaigns/campaign-engine';
import { quietHoursText } from '@/domain/campaigns/campaign-plan';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadText } from '@/lib/download';
import { useCompany } from '@/lib/use-company';
import { useLocale } from '@/lib/use-format';
import { campaignCsv } from './campaign-csv';
import { DATE_LOCALE, messages, STATUS_MESSAGES, STEP_MESSAGES, valueMessages } from './messages';
import { NoRecall } from './no-recall';
import { useCampaignText } from './use-campaign-text';

/** One campaign's progress, its units and its event log; `controls` are the buttons of who runs it. */
export function CampaignView({
  campaign,
  note,
  controls,
}: {
  campaign: Campaign;
  note: ReactNode;
  controls: ReactNode;
}) {
  const company = useCompany();
  const counts = useMemo(() => stepCounts(campaign), [campaign]);
  const intl = useIntl();
  const locale = useLocale();
  const text = useCampaignText();
  const clock = useMemo(
    () => new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeStyle: 'medium' }),
    [locale],
  );
  const columns = useMemo((): DataColumn<CampaignUnit>[] => {
    const time = (ms: number | undefined) => (ms === undefined ? '—' : clock.format(ms));
    return [
      {
        id: 'unit',
        header: intl.formatMessage(messages.unitHeader),
        rowHeader: true,
        cell: (u) => u.label,
        className: 'w-40',
      },
      {
        id: 'wave',
        header: intl.formatMessage(messages.waveHeader),
        cell: (u) => (u.wave >= 0 ? u.wave + 1 : '—'),
        className: 'w-16',
      },
      {
        id: 'step',
        header: intl.formatMessage(messages.stepHeader),
        cell: (u) => <span data-step={u.step}>{intl.formatMessage(STEP_MESSAGES[u.step])}</span>,
        className: 'w-24',
      },
      // The engine's reason: a code turned into text here (the CSV keeps the English).
      {
        id: 'reason',
        header: intl.formatMessage(messages.reasonHeader),
        cell: (u) => text.unitReason(u),
      },
      {
        id: 'sent',
        header: intl.formatMessage(messages.sentHeader),
        cell: (u) => time(u.sentAt),
        className: 'w-24 tabular-nums',
      },
      {
        id: 'done',
        header: intl.formatMessage(messages.doneHeader),
        cell: (u) => time(u.doneAt),
        className: 'w-24 tabular-nums',
      },
    ];
  }, [intl, clock, text]);

  const s = campaign.settings;
  const done = campaign.units.filter((u) => isTerminal(u.step)).length;
  const total = campaign.units.length;

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(valueMessages.campaignTitle, { name: campaign.name })}</title>
      <p className="text-sm">
        <Link to={paths.updates.href(company)} className="text-accent underline">
          {intl.formatMessage(messages.backLink)}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">{campaign.name}</h1>
        <StatusLine campaign={campaign} />
      </div>
      <p className="text-sm text-fg-muted">
        {intl.formatMessage(valueMessages.settings, {
          action: intl.formatMessage(
            s.action === 'update' ? messages.actionUpdate : messages.actionReset,
          ),
          firstWave: s.firstWave,
          growth: s.growth,
          maxBusy: s.maxBusy,
          soak: s.soakMs / 60_000,
          failurePct: s.failurePct,
          wait: s.waitMs / 60_000,
        })}
        {s.quietHours &&
          intl.formatMessage(valueMessages.quietHours, { hours: quietHoursText(s.quietHours) })}
        {s.expectedVersion &&
          intl.formatMessage(valueMessages.expectedVersion, { version: s.expectedVersion })}
        {note}
      </p>
      <NoRecall />
      <div className="flex flex-wrap gap-2">
        {controls}
        <Button
          onClick={() =>
            downloadText(
              `campaign-${campaign.name.replace(/[^\w-]+/g, '-')}.csv`,
              CSV_BOM + campaignCsv(campaign),
              CSV_MIME_TYPE,
            )
          }
        >
          {intl.formatMessage(messages.exportCsv)}
        </Button>
      </div>
      <div>
        <label htmlFor="campaign-progress" className="text-sm font-medium">
          {intl.formatMessage(valueMessages.progress, { done, total })}
        </label>
        <progress id="campaign-progress" className="block h-3 w-full" max={total} value={done} />
      </div>
      <dl
        className="flex flex-wrap gap-x-6 gap-y-1 text-sm"
        aria-label={intl.formatMessage(messages.unitsPerStep)}
      >
        {UNIT_STEPS.map((step) => (
          <div key={step} className="flex gap-1">
            <dt>{intl.formatMessage(STEP_MESSAGES[step])}</dt>
            <dd className="font-semibold tabular-nums" data-count={step}>
              {counts[step]}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={intl.formatMessage(messages.unitsCaption)}
        captionVisible
        columns={columns}
        rows={campaign.units}
        rowKey={(u) => u.guid}
        virtual={{ rowHeight: 37 }}
        className="max-h-[28rem] overflow-auto rounded-lg border border-line bg-surface"
      />
      <section aria-labelledby="campaign-log" className="space-y-2">
        <h2 id="campaign-log" className="text-base font-semibold">
          {intl.formatMessage(messages.eventLog)}
        </h2>
        <ol className="max-h-72 space-y-0.5 overflow-y-auto rounded-lg border border-line bg-surface p-3 text-sm">
          {[...campaign.events]
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
    </div>
  );
}

/** The status; "Scheduled" before the start time. Its own component: the clock that flips it
 *  re-renders this line only, never the unit table (docs/decisions.md#engine-campaigns). */
function StatusLine({ campaign }: { campaign: Campaign }) {
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
