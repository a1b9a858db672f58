import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { deviceLogQueries } from '@/api/device-logs';
import type { Equipment } from '@/api/schemas';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { formatSeconds } from '@/domain/units';
import { formatTrend, usageSummary, usageWindowStart, type UsageSummary } from '@/domain/usage';
import { Loading } from '@/components/ui/loading';
import { UsageHoursGrid } from './usage-hours-grid';

const HOUR = 3_600_000;
// The chart library is a big chunk the rest of the equipment page does not need.
const UsageDaysChart = lazy(() =>
  import('./usage-days-chart').then((m) => ({ default: m.UsageDaysChart })),
);

/** Sessions per day, minutes in session, busiest hours (docs/decisions.md#unit-usage). */
export function UsagePanel({
  equipment,
  company,
}: {
  equipment: Equipment;
  company: string | undefined;
}) {
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
    <Panel title="Usage">
      <QueryState
        query={{
          isPending: query.isPending,
          isError: query.isError,
          isFetching: query.isFetching,
          error: query.error,
          refetch: query.refetch,
          data: usage,
        }}
        loadingLabel="Loading session logs…"
        errorTitle="Could not load the session logs"
        isEmpty={(u) => u.firstLogAt === undefined}
        empty="No session logs in the last 60 days: there is no usage to show."
      >
        {(u) => <UsageBody usage={u} />}
      </QueryState>
    </Panel>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-md bg-surface-muted p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-fg-muted">{detail}</dd>}
    </div>
  );
}

function trendText(u: UsageSummary): { value: string; detail: string } {
  if (!u.previous)
    return { value: 'Not known', detail: 'The logs do not cover the 30 days before.' };
  if (u.sessionsTrend === undefined)
    return { value: 'Not known', detail: 'No sessions in the 30 days before.' };
  return {
    value: formatTrend(u.sessionsTrend),
    detail: `${u.previous.sessions} sessions in the 30 days before`,
  };
}

function UsageBody({ usage: u }: { usage: UsageSummary }) {
  const trend = trendText(u);
  const hours = Math.round(u.current.minutes);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Sessions, last 30 days" value={String(u.current.sessions)} />
        <Figure
          label="Minutes in session, last 30 days"
          value={String(hours)}
          detail={`${(hours / 60).toFixed(1)} h`}
        />
        <Figure
          label="Average session"
          value={
            u.averageSessionSeconds === undefined ? '—' : formatSeconds(u.averageSessionSeconds)
          }
        />
        <Figure label="Sessions vs the 30 days before" value={trend.value} detail={trend.detail} />
      </dl>
      {u.daysCovered < 30 && (
        <p role="note" className="text-sm text-attention-on-soft">
          Partial data: the session logs cover only the last {u.daysCovered} of 30 days.
        </p>
      )}
      {u.unreadable > 0 && (
        <p role="note" className="text-sm text-fg-muted">
          {u.unreadable} session log{u.unreadable === 1 ? '' : 's'} without a readable session time{' '}
          {u.unreadable === 1 ? 'is' : 'are'} not counted.
        </p>
      )}
      {u.current.sessions === 0 ? (
        <p className="text-sm text-fg-muted">No sessions in the last 30 days.</p>
      ) : (
        <>
          <Suspense fallback={<Loading label="Loading the chart…" />}>
            <UsageDaysChart days={u.days} />
          </Suspense>
          <UsageHoursGrid usage={u} />
        </>
      )}
    </div>
  );
}
