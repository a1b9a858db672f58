import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import {
  isTerminal,
  stepCounts,
  UNIT_STEPS,
  type Campaign,
} from '@/domain/campaigns/campaign-engine';
import { quietHoursText } from '@/domain/campaigns/campaign-plan';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadText } from '@/lib/download';
import { useCompany } from '@/lib/use-company';
import { useLocale } from '@/lib/use-format';
import { campaignCsv } from './campaign-csv';
import { DATE_LOCALE, messages, STEP_MESSAGES, valueMessages } from './messages';
import { NoRecall } from './no-recall';
import { CampaignEventLog } from './campaign-event-log';
import { useCampaignUnitColumns } from './campaign-unit-columns';
import { StatusLine } from './campaign-status-line';

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
  const clock = useMemo(
    () => new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeStyle: 'medium' }),
    [locale],
  );
  const columns = useCampaignUnitColumns(clock);

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
      <CampaignEventLog events={campaign.events} clock={clock} />
    </div>
  );
}
