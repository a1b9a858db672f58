import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { historySource } from '@/api/engine/history';
import { loadUnitExtra } from '@/api/fleet/service-readings';
import { Button } from '@/components/ui/button';
import { useCounterName } from '@/components/ui/counter-names/counter-name-text';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/loading';
import { QueryState } from '@/components/ui/query-state';
import { storageProblemText } from '@/components/ui/storage-problem-text';
import { getRuntimeConfig } from '@/config/runtime-config';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import {
  DUE_WITHIN_VALUES,
  readBoardView,
  serviceCsv,
  writeBoardView,
  type BoardContext,
  type BoardView,
  type DueWithin,
  type ServiceRow,
  type ServiceSortId,
  type UnitExtra,
} from '@/domain/service/service-board';
import type { TypeOrder } from '@/domain/service/service-order';
import type { ServiceStatus } from '@/domain/service/service-status';
import { useStore } from '@/lib/create-store';
import { downloadBlob } from '@/lib/download';
import { fleetHistoryStore } from '@/lib/fleet-history-db';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import { useFormat } from '@/lib/use-format';
import { createExtrasLoader, type ExtrasLoader, type UnitJob } from './extras-loader';
import { messages, valueMessages } from './messages';
import { serviceColumns } from './service-columns';
import { useBoardRows } from './use-board-rows';
import { useWorkOrderColumn } from '@/components/work-orders/service-work-order-column';

// docs/decisions.md#service-forecast: every counter of the fleet against its limit. Rows come
// from the fleet poll; a unit's forecast needs its readings, loaded for the rows in view (or all,
// on request) and kept for the page's life.

const ROW_HEIGHT = 60;
const FLUSH_MS = 250;

/** One job per unit of the rows, with the unit's zone. */
function jobsOf(rows: readonly ServiceRow[]): UnitJob[] {
  const seen = new Map<string, UnitJob>();
  for (const r of rows) if (!seen.has(r.guid)) seen.set(r.guid, { guid: r.guid, zone: r.zone });
  return [...seen.values()];
}

const NO_EXTRAS: ReadonlyMap<string, UnitExtra> = new Map();
const NO_ROWS: ServiceRow[] = [];
const NO_TYPES: string[] = [];
const NO_COUNTS = { overdue: 0, 'due-soon': 0, ok: 0 };
const STATUS_MESSAGES = {
  overdue: messages.statusOverdue,
  'due-soon': messages.statusDueSoon,
  ok: messages.statusOk,
} satisfies Record<ServiceStatus, unknown>;

/** A "Due within" option in the language on screen. */
function withinLabel(intl: IntlShape, value: DueWithin): string {
  if (value === 'overdue') return intl.formatMessage(messages.withinOverdue);
  if (value === 'all') return intl.formatMessage(messages.withinAll);
  return intl.formatMessage(valueMessages.withinDays, { days: Number(value) });
}

export function ServicePage() {
  const intl = useIntl();
  const f = useFormat();
  const company = useCompany();
  const fleet = useFleetUnits(company);
  const client = useQueryClient();
  const history = useStore(fleetHistoryStore);
  const [params, setParams] = useSearchParams();
  const urlView = readBoardView(params);
  const [now] = useState(() => Date.now());
  const [loaded, setLoaded] = useState<{ of: unknown; map: ReadonlyMap<string, UnitExtra> }>({
    of: null,
    map: NO_EXTRAS,
  });
  const [running, setProgress] = useState<{ of: unknown; done: number; total: number } | null>(
    null,
  );

  const db = history?.db ?? null;
  // docs/decisions.md#engine-alerts: with the engine, forecasts read the server's history.
  const engineOn = useEngine().state === 'on';
  const historyOf = useMemo(
    () => historySource(client, engineOn, company, db),
    [client, engineOn, company, db],
  );

  // One loader per company and history handle; loaded units reach the rows in batches.
  const loader = useMemo<ExtrasLoader>(() => {
    const pending = new Map<string, UnitExtra>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const batch = new Map(pending);
      pending.clear();
      setLoaded((prev) => ({
        of: loader,
        map: new Map([...(prev.of === loader ? prev.map : []), ...batch]),
      }));
    };
    const loader = createExtrasLoader(
      (job) => loadUnitExtra(client, job.guid, company, job.zone, historyOf),
      (guid, extra) => {
        pending.set(guid, extra);
        timer ??= setTimeout(flush, FLUSH_MS);
      },
    );
    return loader;
  }, [client, company, historyOf]);
  useEffect(() => () => loader.close(), [loader]);
  // A new loader (company or history changed) starts from nothing.
  const extras = loaded.of === loader ? loaded.map : NO_EXTRAS;
  const progress = running?.of === loader ? running : null;

  const ctx = useMemo<BoardContext>(() => {
    const { serviceLimitsMinutes, dueSoonDays } = getRuntimeConfig();
    return { configLimits: serviceLimitsMinutes, dueSoonDays, now };
  }, [now]);
  const counterName = useCounterName();
  // The Counter column and select go by the names on screen, in this language's order.
  const typeOrder = useMemo<TypeOrder>(
    () => ({ name: counterName, locale: intl.locale }),
    [counterName, intl.locale],
  );
  const board = useBoardRows(fleet.units, extras, ctx, urlView, typeOrder);
  const rows = board?.rows ?? NO_ROWS;
  const boardTypes = board?.types ?? NO_TYPES;
  const types = useMemo(() => {
    const collator = new Intl.Collator(typeOrder.locale);
    return boardTypes
      .map((type) => ({ type, name: typeOrder.name(type) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [boardTypes, typeOrder]);
  const counts = board?.counts ?? NO_COUNTS;
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  const setView = useCallback(
    (next: BoardView) => setParams((prev) => writeBoardView(next, prev), { replace: true }),
    [setParams],
  );
  const onSort = useCallback(
    (id: string) => {
      const sortId = id as ServiceSortId;
      const desc = urlView.sort.id === sortId ? !urlView.sort.desc : false;
      setView({ ...urlView, sort: { id: sortId, desc } });
    },
    [setView, urlView],
  );
  const onVisibleRange = useCallback(
    (from: number, to: number) => loader.want(jobsOf(rowsRef.current.slice(from, to))),
    [loader],
  );
  const workOrders = useWorkOrderColumn(company);
  const columns = useMemo(
    () => [
      ...serviceColumns(company, intl, f, counterName),
      ...(workOrders.column ? [workOrders.column] : []),
    ],
    [company, intl, f, counterName, workOrders.column],
  );
  const unitCount = board?.unitCount ?? 0;

  async function forecastAll() {
    const jobs = jobsOf(rows);
    setProgress({ of: loader, done: 0, total: jobs.length });
    await loader.runAll(jobs, (done, total) => setProgress({ of: loader, done, total }));
    setProgress(null);
  }

  function exportCsv() {
    // The CSV stays English (data for spreadsheets and scripts): src/domain/service/service-board.ts.
    const stamp = new Date().toISOString().slice(0, 10);
    downloadBlob(`service-board-${stamp}.csv`, [CSV_BOM, serviceCsv(rows)], CSV_MIME_TYPE);
  }

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(messages.pageTitle)}</title>
      <h1 className="text-xl font-semibold">{intl.formatMessage(messages.heading)}</h1>
      <p className="max-w-3xl text-sm text-fg-muted">
        {intl.formatMessage(engineOn ? messages.introServer : messages.intro)}
      </p>
      {history?.problem && (
        <p role="status" className="text-sm">
          {storageProblemText(intl, history.problem, intl.formatMessage(messages.noHistory))}
        </p>
      )}
      <QueryState
        query={fleet.query}
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.failed)}
      >
        {() => (
          <>
            <div className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-3">
              <label className="flex flex-col text-sm">
                <span className="font-medium">{intl.formatMessage(messages.dueWithin)}</span>
                <select
                  value={urlView.within}
                  onChange={(e) => setView({ ...urlView, within: e.target.value as DueWithin })}
                  className="rounded-md border border-line-strong bg-surface px-2 py-1.5"
                >
                  {DUE_WITHIN_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {withinLabel(intl, value)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col text-sm">
                <span className="font-medium">{intl.formatMessage(messages.counter)}</span>
                <select
                  value={urlView.type}
                  onChange={(e) => setView({ ...urlView, type: e.target.value })}
                  className="rounded-md border border-line-strong bg-surface px-2 py-1.5"
                >
                  <option value="">{intl.formatMessage(messages.allCounters)}</option>
                  {types.map((t) => (
                    <option key={t.type} value={t.type}>
                      {t.name}
                    </option>
                  ))}
                </select>
              </label>
              <p role="status" className="text-sm font-medium tabular-nums sm:pb-1.5">
                {(['overdue', 'due-soon', 'ok'] as const)
                  .map((s) =>
                    intl.formatMessage(valueMessages.statusCount, {
                      status: intl.formatMessage(STATUS_MESSAGES[s]),
                      count: counts[s],
                    }),
                  )
                  .join(' · ')}
                {fleet.progress && intl.formatMessage(messages.receivedSoFar)}
              </p>
              <div className="ml-auto flex flex-wrap items-center gap-2">
                {progress ? (
                  <>
                    <label className="flex items-center gap-2 text-sm">
                      {intl.formatMessage(valueMessages.forecasting, {
                        done: progress.done,
                        total: progress.total,
                      })}
                      <progress value={progress.done} max={progress.total} className="w-32" />
                    </label>
                    <Button onClick={() => loader.cancelAll()}>
                      {intl.formatMessage(messages.cancel)}
                    </Button>
                  </>
                ) : (
                  <Button onClick={() => void forecastAll()} disabled={unitCount === 0}>
                    {intl.formatMessage(valueMessages.forecastAll, { count: unitCount })}
                  </Button>
                )}
                <Button onClick={exportCsv} disabled={rows.length === 0 || !fleet.complete}>
                  {intl.formatMessage(messages.exportCsv)}
                </Button>
              </div>
            </div>
            {!board ? (
              <p role="status" className="text-sm text-fg-muted">
                {intl.formatMessage(messages.preparing)}
              </p>
            ) : board.total === 0 ? (
              <EmptyState>{intl.formatMessage(messages.noLimits)}</EmptyState>
            ) : (
              <DataTable
                caption={intl.formatMessage(messages.caption)}
                columns={columns}
                rows={rows}
                rowKey={(r) => r.key}
                empty={intl.formatMessage(messages.noneDue)}
                sort={urlView.sort}
                onSort={onSort}
                virtual={{ rowHeight: ROW_HEIGHT }}
                onVisibleRange={onVisibleRange}
                className="h-[max(24rem,calc(100dvh-20rem))] overflow-auto rounded-lg border border-line bg-surface"
                tableClassName="w-full table-fixed border-separate border-spacing-0 text-sm"
              />
            )}
          </>
        )}
      </QueryState>
      {workOrders.dialog}
    </div>
  );
}
