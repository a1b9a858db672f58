import { memo } from 'react';
import { useIntl } from 'react-intl';
import { HEALTH_DOT_CLASSES } from '@/components/ui/health-colors';
import { useStateText } from '@/components/ui/state/use-state-text';
import { HEALTH_CLASSES, type HealthClass } from '@/domain/equipment/equipment-state';
import { messages } from './messages';
import type { FleetSummary as Summary } from './search/fleet-query';
import type { FleetView } from '@/domain/fleet/fleet-view';

interface FleetSummaryProps {
  summary: Summary;
  view: FleetView;
  onToggleHealth: (health: HealthClass) => void;
  onToggleCritical: () => void;
}

const tile =
  'flex h-full min-w-0 flex-col items-start rounded-lg border px-2 py-1.5 text-left transition-colors focus-visible:outline-2 sm:px-3 sm:py-2';
const tileOff = 'border-line bg-surface hover:border-line-hover';
const tileOn = 'border-accent-line bg-attention-subtle ring-2 ring-accent-line/40';

/** Units per health class and with critical errors; each tile is a one-click filter (toggle). */
function FleetSummaryView({ summary, view, onToggleHealth, onToggleCritical }: FleetSummaryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useStateText();
  return (
    <section aria-labelledby="fleet-health-heading">
      <h2 id="fleet-health-heading" className="sr-only">
        {t(messages.healthHeading)}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {HEALTH_CLASSES.map((health) => {
          const on = view.health.includes(health);
          const label = text.health(health);
          return (
            <li key={health} className="min-w-0">
              <button
                type="button"
                aria-pressed={on}
                aria-label={t(messages.tileLabel, { label, total: summary.byHealth[health] })}
                onClick={() => onToggleHealth(health)}
                className={`${tile} w-full ${on ? tileOn : tileOff}`}
                title={t(on ? messages.stopFiltering : messages.showOnly, { label })}
              >
                <span className="flex items-center gap-1.5 text-xs leading-tight font-medium text-fg-muted">
                  <span
                    aria-hidden
                    className={`h-2.5 w-2.5 rounded-full ${HEALTH_DOT_CLASSES[health]}`}
                  />
                  {label}
                </span>
                <span className="text-xl font-semibold tabular-nums sm:text-2xl">
                  {intl.formatNumber(summary.byHealth[health])}
                </span>
              </button>
            </li>
          );
        })}
        <li className="min-w-0">
          <button
            type="button"
            aria-pressed={view.critical}
            aria-label={t(messages.withCriticalLabel, { total: summary.withCritical })}
            onClick={onToggleCritical}
            className={`${tile} w-full ${view.critical ? tileOn : tileOff}`}
            title={t(view.critical ? messages.stopCritical : messages.showCritical)}
          >
            <span className="flex items-center gap-1.5 text-xs leading-tight font-medium text-fg-muted">
              <span aria-hidden className="text-fault-text">
                ▲
              </span>
              {t(messages.withCritical)}
            </span>
            <span className="text-xl font-semibold tabular-nums sm:text-2xl text-fault-text">
              {intl.formatNumber(summary.withCritical)}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetSummary = memo(FleetSummaryView);
