import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { equipmentQueries } from '@/api/equipment';
import { mergeReadings, sessionLogsQuery } from '@/api/fleet/service-readings';
import type { Equipment } from '@/api/schemas';
import { useCounterName } from '@/components/ui/counter-names/counter-name-text';
import { ErrorMessage } from '@/components/ui/error-message';
import { EmptyState, Loading } from '@/components/ui/loading';
import { ForecastText } from '@/components/ui/forecast/forecast-text';
import { Panel } from '@/components/ui/panel';
import { StaleNotice } from '@/components/ui/query-state';
import { getRuntimeConfig } from '@/config/runtime-config';
import { sessionLogReadings, type HistoryDay } from '@/domain/fleet/fleet-history';
import type { CounterStatus } from '@/domain/service/maintenance';
import { serviceCounter, type ServiceCounter } from '@/domain/service/service-forecast';
import { useFormat } from '@/lib/use-format';
import { useStore } from '@/lib/create-store';
import { fleetHistoryStore, unitHistory } from '@/lib/fleet-history-db';
import { unreadableAt } from './information/information-fields';
import { counterRows, type CounterRow } from './maintenance-rows';
import { messages } from './messages';

const COUNTER_STATUS_MESSAGES = {
  ok: messages.counterOk,
  'due-soon': messages.counterDueSoon,
  overdue: messages.counterOverdue,
  'no-limit': messages.counterNoLimit,
} satisfies Record<CounterStatus, unknown>;

const SERVICE_STATUS_MESSAGES = {
  ok: messages.serviceOk,
  'due-soon': messages.serviceDueSoon,
  overdue: messages.serviceOverdue,
} satisfies Record<ServiceCounter['status'], unknown>;

const STATUS_CLASSES: Record<CounterStatus, string> = {
  ok: 'text-ok-text',
  'due-soon': 'font-semibold text-accent',
  overdue: 'font-semibold text-fault-text',
  'no-limit': 'text-fg-muted',
};

const BAR_CLASSES: Record<CounterStatus, string> = {
  ok: 'bg-emerald-500',
  'due-soon': 'bg-amber-500',
  overdue: 'bg-red-600',
  'no-limit': 'bg-slate-400',
};

function Progress({ row, name }: { row: CounterRow; name: string }) {
  const intl = useIntl();
  const f = useFormat();
  const { percent, status, remainingMinutes } = row.progress;
  const statusText = intl.formatMessage(COUNTER_STATUS_MESSAGES[status]);
  if (percent === undefined) return <span className={STATUS_CLASSES[status]}>{statusText}</span>;
  const left =
    remainingMinutes !== undefined && remainingMinutes >= 0
      ? intl.formatMessage(messages.timeLeft, { time: f.minutes(remainingMinutes) })
      : intl.formatMessage(messages.timePastLimit, { time: f.minutes(-(remainingMinutes ?? 0)) });
  return (
    <div className="min-w-36">
      <div
        role="progressbar"
        aria-label={intl.formatMessage(messages.towardLimit, { counter: name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={intl.formatMessage(messages.progressValue, { percent, status: statusText })}
        className="h-2 overflow-hidden rounded-full bg-surface-inset"
      >
        <div
          className={`h-full ${BAR_CLASSES[status]}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <p className="mt-0.5 text-xs">
        <span className={STATUS_CLASSES[status]}>{statusText}</span> ·{' '}
        {intl.formatMessage(messages.progressLine, { percent, left })}
      </p>
    </div>
  );
}

function ServiceCell({ counter }: { counter: ServiceCounter | undefined }) {
  const intl = useIntl();
  if (!counter)
    return <span className="text-fg-muted">{intl.formatMessage(messages.counterNoLimit)}</span>;
  return (
    <span>
      <span className={STATUS_CLASSES[counter.status]}>
        {intl.formatMessage(SERVICE_STATUS_MESSAGES[counter.status])}
      </span>
      <span className="block text-xs tabular-nums">
        <ForecastText forecast={counter.forecast} />
      </span>
    </span>
  );
}

/**
 * docs/decisions.md#service-forecast: the service board's status and forecast for this unit (the
 * same function), from its session logs (the usage panel's query) and this browser's history.
 */
function useServiceCounters(
  equipment: Equipment,
  company: string | undefined,
  rows: readonly CounterRow[],
): Map<string, ServiceCounter> {
  const guid = equipment._meta.guid;
  const zone = equipment.location;
  const [now] = useState(() => Date.now());
  const logs = useQuery(sessionLogsQuery(guid, company, zone, now));
  const db = useStore(fleetHistoryStore)?.db ?? null;
  const [days, setDays] = useState<{ of: string; days: HistoryDay[] }>({ of: '', days: [] });
  useEffect(() => {
    if (!db) return;
    let live = true;
    void unitHistory(db, guid)
      .then((d) => live && setDays({ of: guid, days: d }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [db, guid]);
  const history = days.of === guid ? days.days : NO_DAYS;
  return useMemo(() => {
    const { serviceLimitsMinutes, dueSoonDays } = getRuntimeConfig();
    const readings = mergeReadings(history, sessionLogReadings(logs.data?.items ?? []));
    const out = new Map<string, ServiceCounter>();
    for (const r of rows) {
      const value = r.service ?? r.controller;
      if (value === undefined) continue;
      const c = serviceCounter({
        type: r.type,
        value,
        endpointLimit: r.limit,
        configLimits: serviceLimitsMinutes,
        readings: readings.get(r.type) ?? [],
        zone,
        now,
        dueSoonDays,
      });
      if (c) out.set(r.type, c);
    }
    return out;
  }, [rows, history, logs.data, zone, now]);
}

const NO_DAYS: HistoryDay[] = [];

/**
 * docs/decisions.md#maintenance-counters: endpoint 5 in hours and minutes with progress toward
 * `limit`, the controller's counters alongside.
 */
export function MaintenancePanel({
  equipment,
  company,
}: {
  equipment: Equipment;
  company: string | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const counterName = useCounterName();
  const guid = equipment._meta.guid;
  const counters = useQuery({
    ...equipmentQueries.counters(guid, company),
    refetchInterval: getRuntimeConfig().pollIntervalsMs.equipment,
  });
  const rows = counterRows(counters.data?.items, equipment.controller?.hours);
  const retry = () => void counters.refetch();
  const service = useServiceCounters(equipment, company, rows);
  const changes = useMemo(
    () =>
      [...service.values()]
        .flatMap((c) => c.changes.map((ch) => ({ ...ch, type: c.type })))
        .sort((a, b) => b.at - a.at),
    [service],
  );

  return (
    <Panel title={intl.formatMessage(messages.maintenanceTitle)}>
      {counters.isPending && <Loading label={intl.formatMessage(messages.maintenanceLoading)} />}
      {counters.isError &&
        (counters.data ? (
          <StaleNotice onRetry={retry} retrying={counters.isFetching} />
        ) : (
          <div className="mb-3">
            <ErrorMessage
              error={counters.error}
              title={intl.formatMessage(messages.maintenanceError)}
              onRetry={retry}
              retrying={counters.isFetching}
            />
          </div>
        ))}
      {rows.length === 0 ? (
        !counters.isPending &&
        !(counters.isError && !counters.data) && (
          <EmptyState>{intl.formatMessage(messages.maintenanceEmpty)}</EmptyState>
        )
      ) : (
        // Focusable so keyboard users can scroll it sideways on a narrow screen (the status and
        // forecast column makes it wider than a phone).
        <div
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage(messages.counterTable)}
          className="overflow-x-auto"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{intl.formatMessage(messages.counterCaption)}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colCounter)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colMaintenance)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colController)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colServiceAt)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colProgress)}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {intl.formatMessage(messages.colServiceStatus)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.type}
                  data-status={row.progress.status}
                  className="border-b border-line-subtle align-top last:border-0"
                >
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {counterName(row.type)}
                  </th>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                    {f.minutes(row.service)}
                  </td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                    {f.minutes(row.controller)}
                  </td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                    {f.minutes(row.limit)}
                  </td>
                  <td className="py-1.5 pr-3">
                    <Progress row={row} name={counterName(row.type)} />
                  </td>
                  <td className="py-1.5">
                    <ServiceCell counter={service.get(row.type)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="mt-4 mb-1 text-sm font-semibold">
        {intl.formatMessage(messages.serviceHistory)}
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-fg-muted">{intl.formatMessage(messages.noPartChange)}</p>
      ) : (
        <ul className="text-sm">
          {changes.map((c) => (
            <li key={`${c.type}-${c.at}`}>
              {intl.formatMessage(messages.partChanged, {
                time: f.absoluteTime(c.at, equipment.location?.timezone ?? undefined),
                counter: counterName(c.type),
                value: f.minutes(c.valueReached),
              })}
            </li>
          ))}
        </ul>
      )}
      {unreadableAt(equipment, 'controller.hours') && (
        <p className="mt-2 text-xs text-accent">
          {intl.formatMessage(messages.controllerHoursUnreadable)}
        </p>
      )}
      {counters.data && counters.data.invalidCount > 0 && (
        <p className="mt-2 text-xs text-accent">
          {intl.formatMessage(messages.countersUnreadable, { count: counters.data.invalidCount })}
        </p>
      )}
    </Panel>
  );
}
