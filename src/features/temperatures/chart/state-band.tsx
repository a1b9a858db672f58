import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/use-format';
import { stateLabel } from '../texts';
import { Y_AXIS_WIDTH } from './chart-layout';
import { stateFill } from './state-band-colors';
import { stateNameOf, type StateRun } from './state-runs';
import { messages, valueMessages } from './messages';
import { ChartStrip } from './chart-strip';

interface StateBandProps {
  runs: readonly StateRun[];
  from: number;
  to: number;
}

/** The controller state of each log as a band under the charts, on the same time axis. */
export const StateBand = memo(function StateBand({ runs, from, to }: StateBandProps) {
  const intl = useIntl();
  const f = useFormat();
  const labelOf = (code: number) => stateLabel(intl, code);
  const span = Math.max(1, to - from);
  const totals = useMemo(() => {
    const byCode = new Map<number, number>();
    for (const run of runs) {
      const start = Math.max(run.start, from);
      const end = Math.min(run.end, to);
      if (end > start) byCode.set(run.code, (byCode.get(run.code) ?? 0) + end - start);
    }
    return [...byCode.entries()].sort((a, b) => b[1] - a[1]);
  }, [runs, from, to]);

  const summary = totals
    .map(([code, ms]) => `${labelOf(code)} ${f.minutes(ms / 60_000)}`)
    .join(', ');
  return (
    <div className="mt-2">
      <ChartStrip label={intl.formatMessage(messages.stateRow)}>
        <svg
          role="img"
          aria-label={intl.formatMessage(valueMessages.stateSummary, {
            summary: summary || intl.formatMessage(messages.noLogs),
          })}
          className="h-5 min-w-0 flex-1 rounded-sm bg-surface-strong"
          viewBox="0 0 1000 1"
          preserveAspectRatio="none"
        >
          {runs.map((run) => {
            const x0 = Math.max(0, ((run.start - from) / span) * 1000);
            const x1 = Math.min(1000, ((run.end - from) / span) * 1000);
            if (x1 <= x0) return null;
            return (
              <rect
                key={run.start}
                x={x0}
                y={0}
                width={Math.max(x1 - x0, 0.5)}
                height={1}
                fill={stateFill(stateNameOf(run.code))}
              >
                <title>
                  {intl.formatMessage(valueMessages.stateSpan, {
                    state: labelOf(run.code),
                    from: f.absoluteTime(run.start),
                    to: f.absoluteTime(run.end),
                  })}
                </title>
              </rect>
            );
          })}
        </svg>
      </ChartStrip>
      {totals.length > 0 && (
        <ul
          aria-label={intl.formatMessage(messages.statesList)}
          className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs"
          style={{ marginLeft: Y_AXIS_WIDTH }}
        >
          {totals.map(([code, ms]) => (
            <li key={code} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="inline-block h-2.5 w-2.5 rounded-sm"
                style={{ backgroundColor: stateFill(stateNameOf(code)) }}
              />
              {labelOf(code)} <span className="text-fg-muted">{f.minutes(ms / 60_000)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
