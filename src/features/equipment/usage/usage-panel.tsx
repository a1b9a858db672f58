import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { deviceLogQueries } from '@/api/device-logs';
import { Panel } from '@/components/ui/panel';
import { QueryState, withData } from '@/components/ui/query-state';
import { usageSummary, usageWindowStart, type UsageSummary } from '@/domain/service/usage';
import { Loading } from '@/components/ui/loading';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';
import { UsageHoursGrid } from './usage-hours-grid';
import type { UnitPanelProps } from './usage-props';
import { Figure } from '@/components/ui/figure';

const HOUR = 3_600_000;
// Figures read "1234" as they always have in English (no thousands separator).
const NO_GROUPING = { useGrouping: false } as const;
// The chart library is a big chunk the rest of the equipment page does not need.
const UsageDaysChart = lazy(() =>
  import('./usage-days-chart').then((m) => ({ default: m.UsageDaysChart })),
);

/** Sessions per day, minutes in session, busiest hours (docs/decisions.md#unit-usage). */
export function UsagePanel({ equipment, company }: UnitPanelProps) {
  const intl = useIntl();
  // Fixed for the page's life: `from` is part of the query key.
  const [now] = useState(() => Date.now());
  const zone = equipment.location;
  const from = usageWindowStart(Math.floor(now / HOUR) * HOUR, zone);
  const query = useQuery(
    deviceLogQueries.range(equipment._meta.guid, company, { type: 'session', from }),
  );
  const usage = useMemo(
    () => (query.data ? usageSummary(query.data.items, now, zone) : undefined),
    [query.data, now, zone],
  );
  return (
    <Panel title={intl.formatMessage(messages.usageTitle)}>
      <QueryState
        query={withData(query, usage)}
        text={{ loading: messages.loading, error: messages.loadError }}
        isEmpty={(u) => u.firstLogAt === undefined}
        empty={intl.formatMessage(messages.empty)}
      >
        {(u) => <UsageBody usage={u} />}
      </QueryState>
    </Panel>
  );
}

/** As formatTrend in src/domain/service/usage.ts ("+12 %", "−5 %", "no change"), in the language on screen. */
function trendValue(intl: IntlShape, trend: number): string {
  const pct = Math.round(trend * 100);
  if (pct === 0) return intl.formatMessage(messages.noChange);
  return `${pct > 0 ? '+' : '\u2212'}${intl.formatNumber(Math.abs(pct), NO_GROUPING)} %`;
}

function trendText(intl: IntlShape, u: UsageSummary): { value: string; detail: string } {
  const notKnown = intl.formatMessage(messages.notKnown);
  if (!u.previous)
    return { value: notKnown, detail: intl.formatMessage(messages.previousNotCovered) };
  if (u.sessionsTrend === undefined)
    return { value: notKnown, detail: intl.formatMessage(messages.previousNoSessions) };
  return {
    value: trendValue(intl, u.sessionsTrend),
    detail: intl.formatMessage(messages.previousSessions, { count: u.previous.sessions }),
  };
}

function UsageBody({ usage: u }: { usage: UsageSummary }) {
  const intl = useIntl();
  const f = useFormat();
  const trend = trendText(intl, u);
  const hours = Math.round(u.current.minutes);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          numeric
          label={intl.formatMessage(messages.sessions30)}
          value={intl.formatNumber(u.current.sessions, NO_GROUPING)}
        />
        <Figure
          numeric
          label={intl.formatMessage(messages.minutes30)}
          value={intl.formatNumber(hours, NO_GROUPING)}
          detail={intl.formatMessage(messages.hoursValue, {
            hours: intl.formatNumber(hours / 60, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
          })}
        />
        <Figure
          numeric
          label={intl.formatMessage(messages.averageSession)}
          value={u.averageSessionSeconds === undefined ? '—' : f.seconds(u.averageSessionSeconds)}
        />
        <Figure
          numeric
          label={intl.formatMessage(messages.trend)}
          value={trend.value}
          detail={trend.detail}
        />
      </dl>
      {u.daysCovered < 30 && (
        <p role="note" className="text-sm text-attention-on-soft">
          {intl.formatMessage(messages.partial, { days: u.daysCovered })}
        </p>
      )}
      {u.unreadable > 0 && (
        <p role="note" className="text-sm text-fg-muted">
          {intl.formatMessage(messages.unreadableLogs, { count: u.unreadable })}
        </p>
      )}
      {u.current.sessions === 0 ? (
        <p className="text-sm text-fg-muted">{intl.formatMessage(messages.noSessions)}</p>
      ) : (
        <>
          <Suspense fallback={<Loading label={intl.formatMessage(messages.loadingChart)} />}>
            <UsageDaysChart days={u.days} />
          </Suspense>
          <UsageHoursGrid usage={u} />
        </>
      )}
    </div>
  );
}
