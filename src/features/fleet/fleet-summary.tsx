import { memo } from 'react';
import { HEALTH_DOT_CLASSES } from '@/components/ui/health-colors';
import { HEALTH_CLASS_LABELS, HEALTH_CLASSES, type HealthClass } from '@/domain/equipment-state';
import type { FleetSummary as Summary } from './search/fleet-query';
import type { FleetView } from '@/domain/fleet-view';

interface FleetSummaryProps {
  summary: Summary;
  view: FleetView;
  onToggleHealth: (health: HealthClass) => void;
  onToggleCritical: () => void;
}

const countText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'unit' : 'units'}`;

const tile =
  'flex h-full min-w-0 flex-col items-start rounded-lg border px-2 py-1.5 text-left transition-colors focus-visible:outline-2 sm:px-3 sm:py-2';
const tileOff = 'border-line bg-surface hover:border-line-hover';
const tileOn = 'border-accent-line bg-attention-subtle ring-2 ring-amber-500/40';

/** Units per health class and with critical errors; each tile is a one-click filter (toggle). */
function FleetSummaryView({ summary, view, onToggleHealth, onToggleCritical }: FleetSummaryProps) {
  return (
    <section aria-labelledby="fleet-health-heading">
      <h2 id="fleet-health-heading" className="sr-only">
        Fleet health
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {HEALTH_CLASSES.map((health) => {
          const on = view.health.includes(health);
          return (
            <li key={health} className="min-w-0">
              <button
                type="button"
                aria-pressed={on}
                aria-label={`${HEALTH_CLASS_LABELS[health]}: ${countText(summary.byHealth[health])}`}
                onClick={() => onToggleHealth(health)}
                className={`${tile} w-full ${on ? tileOn : tileOff}`}
                title={
                  on
                    ? `Stop filtering by ${HEALTH_CLASS_LABELS[health]}`
                    : `Show only ${HEALTH_CLASS_LABELS[health]} units`
                }
              >
                <span className="flex items-center gap-1.5 text-xs leading-tight font-medium text-fg-muted">
                  <span
                    aria-hidden
                    className={`h-2.5 w-2.5 rounded-full ${HEALTH_DOT_CLASSES[health]}`}
                  />
                  {HEALTH_CLASS_LABELS[health]}
                </span>
                <span className="text-xl font-semibold tabular-nums sm:text-2xl">
                  {summary.byHealth[health].toLocaleString('en-US')}
                </span>
              </button>
            </li>
          );
        })}
        <li className="min-w-0">
          <button
            type="button"
            aria-pressed={view.critical}
            aria-label={`With critical errors: ${countText(summary.withCritical)}`}
            onClick={onToggleCritical}
            className={`${tile} w-full ${view.critical ? tileOn : tileOff}`}
            title={
              view.critical
                ? 'Stop filtering by critical errors'
                : 'Show only units with critical errors'
            }
          >
            <span className="flex items-center gap-1.5 text-xs leading-tight font-medium text-fg-muted">
              <span aria-hidden className="text-fault-text">
                ▲
              </span>
              With critical errors
            </span>
            <span className="text-xl font-semibold tabular-nums sm:text-2xl text-fault-text">
              {summary.withCritical.toLocaleString('en-US')}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetSummary = memo(FleetSummaryView);
