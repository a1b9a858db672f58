import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  isTerminal,
  UNIT_STEPS,
  type Campaign,
  type UnitStep,
} from '@/domain/campaigns/campaign-engine';
import { quietHoursText } from '@/domain/campaigns/campaign-plan';
import { useCompany } from '@/lib/use-company';
import { StatusLine } from './campaign-status-line';
import { messages, STEP_MESSAGES, valueMessages } from './messages';
import { NoRecall } from './no-recall';

const DONE_STEPS = UNIT_STEPS.filter(isTerminal);

/**
 * A campaign's title, status, settings, buttons, progress and units per step: from counts, so
 * the engine's page shows it without the unit list (docs/decisions.md#engine-campaigns).
 */
export function CampaignHeader({
  campaign,
  counts,
  note,
  controls,
  onExport,
}: {
  campaign: Omit<Campaign, 'units'>;
  counts: Record<UnitStep, number>;
  note: ReactNode;
  controls: ReactNode;
  onExport: () => void;
}) {
  const company = useCompany();
  const intl = useIntl();
  const s = campaign.settings;
  const done = DONE_STEPS.reduce((sum, step) => sum + counts[step], 0);
  const total = UNIT_STEPS.reduce((sum, step) => sum + counts[step], 0);
  return (
    <>
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
        {/* The settings line ends without a stop; the note is sentences of its own. */}
        {'. '}
        {note}
      </p>
      <NoRecall />
      <div className="flex flex-wrap gap-2">
        {controls}
        <Button onClick={onExport}>{intl.formatMessage(messages.exportCsv)}</Button>
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
    </>
  );
}
