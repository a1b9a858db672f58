import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { useCounterName } from '@/components/ui/counter-names/counter-name-text';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { storageProblemText } from '@/components/ui/storage-problem-text';
import { useWorkOrderColumn } from '@/components/work-orders/service-work-order-column';
import { getRuntimeConfig } from '@/config/runtime-config';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import {
  readBoardView,
  serviceCsv,
  writeBoardView,
  type BoardContext,
  type BoardView,
  type ServiceRow,
  type ServiceSortId,
} from '@/domain/service/service-board';
import type { TypeOrder } from '@/domain/service/service-order';
import { useStore } from '@/lib/create-store';
import { downloadBlob } from '@/lib/download';
import { fleetHistoryStore } from '@/lib/fleet-history-db';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';
import { serviceColumns } from './service-columns';
import { ServiceToolbar } from './service-toolbar';
import { useBoardRows } from './use-board-rows';
import { jobsOf, useServiceExtras } from './use-service-extras';
import { FleetQueryState } from '@/components/fleet/fleet-query-state';

// docs/decisions.md#service-forecast: every counter of the fleet against its limit. Rows come
// from the fleet poll; a unit's forecast needs its readings (use-service-extras.ts).

const ROW_HEIGHT = 60;
const NO_ROWS: ServiceRow[] = [];
const NO_TYPES: string[] = [];
const NO_COUNTS = { overdue: 0, 'due-soon': 0, ok: 0 };

export function ServicePage() {
  const intl = useIntl();
  const f = useFormat();
  const company = useCompany();
  const fleet = useFleetUnits(company);
  const history = useStore(fleetHistoryStore);
  const [params, setParams] = useSearchParams();
  const urlView = readBoardView(params);
  const [now] = useState(() => Date.now());
  const engineOn = useEngine().state === 'on';
  const { loader, extras, progress, forecastAll } = useServiceExtras(
    company,
    engineOn,
    history?.db ?? null,
  );

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

  function exportCsv() {
    // The CSV stays English (data for spreadsheets and scripts): src/domain/service/service-board.ts.
    const stamp = new Date().toISOString().slice(0, 10);
    downloadBlob(`service-board-${stamp}.csv`, [CSV_BOM, serviceCsv(rows)], CSV_MIME_TYPE);
  }

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(messages.pageTitle)}</title>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        subtitle={intl.formatMessage(engineOn ? messages.introServer : messages.intro)}
      />
      {history?.problem && (
        <p role="status" className="text-sm">
          {storageProblemText(intl, history.problem, intl.formatMessage(messages.noHistory))}
        </p>
      )}
      <FleetQueryState fleet={fleet} company={company}>
        {() => (
          <>
            <ServiceToolbar
              view={urlView}
              setView={setView}
              types={types}
              counts={board?.counts ?? NO_COUNTS}
              receiving={Boolean(fleet.progress)}
              progress={progress}
              unitCount={board?.unitCount ?? 0}
              onForecastAll={() => void forecastAll(rows)}
              onCancel={() => loader.cancelAll()}
              canExport={rows.length > 0 && fleet.complete}
              onExport={exportCsv}
            />
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
      </FleetQueryState>
      {workOrders.dialog}
    </div>
  );
}
