import { toCsv } from '../csv.ts';
import type { FleetUnit } from '../fleet/fleet-unit.ts';
import { counterTypeLabel, percentOfLimit } from './maintenance.ts';
import { controllerAsks, serviceCounter, SERVICE_STATUS_WORDS } from './service-forecast.ts';
import type { ServiceStatus } from './service-status.ts';
import { formatMinutes } from '../units.ts';
import { runSteps, sortSteps } from './service-order.ts';
import {
  SERVICE_SORT_IDS,
  type ServiceRow,
  type ServiceSort,
  type ServiceSortId,
} from './service-row.ts';

export type { ServiceRow, ServiceSort, ServiceSortId } from './service-row.ts';
import type { CounterReading } from './usage-rate.ts';

// docs/decisions.md#service-forecast: the service board's rows, one per (unit, counter with a
// limit), its "Due within" window, sort and CSV. Pure; the page feeds it the fleet poll, the
// endpoint-5 limits and the readings it has loaded.

/** What the page knows of one unit beyond the fleet poll. */
export interface UnitExtra {
  /** Endpoint 5's limits by counter type, when read. */
  limits?: Readonly<Record<string, number>>;
  /** Counter type → readings (history and session logs). */
  readings?: ReadonlyMap<string, readonly CounterReading[]>;
}

export interface BoardContext {
  configLimits: Readonly<Record<string, number>>;
  now: number;
  dueSoonDays: number;
}

const NO_EXTRA: UnitExtra = {};
const NO_READINGS: readonly CounterReading[] = [];

/** The rows of one unit; the page caches them per (unit object, extra object). */
export function unitServiceRows(
  u: FleetUnit,
  extra: UnitExtra | undefined,
  ctx: BoardContext,
): ServiceRow[] {
  const { limits, readings } = extra ?? NO_EXTRA;
  const zone = u.location
    ? { timezone: u.location.timezone, timezone_offset: u.location.timezoneOffset }
    : undefined;
  const rows: ServiceRow[] = [];
  let asks: readonly string[] | undefined;
  for (const h of u.hours) {
    const c = serviceCounter({
      type: h.type,
      value: h.value,
      endpointLimit: limits?.[h.type],
      configLimits: ctx.configLimits,
      readings: readings?.get(h.type) ?? NO_READINGS,
      zone,
      now: ctx.now,
      dueSoonDays: ctx.dueSoonDays,
    });
    if (!c) continue;
    asks ??= controllerAsks(u.activeErrors);
    // Every row has one shape (no spread): the sort and the table read them fast.
    rows.push({
      type: c.type,
      value: c.value,
      limit: c.limit,
      share: c.share,
      status: c.status,
      rate: c.rate,
      forecast: c.forecast,
      changes: c.changes,
      key: `${u.guid}|${h.type}`,
      guid: u.guid,
      serial: u.serial,
      alias: u.alias,
      site: u.location?.description || u.city,
      asks,
      companyGuids: u.companyGuids,
      zone,
    });
  }
  return rows;
}

export type DueWithin = 'overdue' | '7' | '30' | '90' | 'all';
/** The "Due within" choices, in the select's order; the page names them in the language on screen. */
export const DUE_WITHIN_VALUES: readonly DueWithin[] = ['overdue', '7', '30', '90', 'all'];

const DAY_MS = 86_400_000;

/**
 * Within N days: overdue, or forecast within N days, or at 90 % of the limit without a forecast
 * (due soon by share alone; the unit's usage is not known, so it cannot be left out).
 */
export function dueWithin(row: ServiceRow, within: DueWithin, now: number): boolean {
  if (within === 'all' || row.status === 'overdue') return true;
  if (within === 'overdue') return false;
  if (row.forecast.kind === 'date') return row.forecast.at - now <= Number(within) * DAY_MS;
  return row.status === 'due-soon';
}

export interface BoardView {
  within: DueWithin;
  /** Counter type, '' = all. */
  type: string;
  sort: ServiceSort;
}

/** Filtered and sorted in one go (tests, small boards); the page runs the steps in slices. */
export function boardRows(rows: readonly ServiceRow[], view: BoardView, now: number): ServiceRow[] {
  const shown = rows.filter(
    (r) => (view.type === '' || r.type === view.type) && dueWithin(r, view.within, now),
  );
  return runSteps(sortSteps(shown, view.sort));
}

export function statusCounts(rows: readonly ServiceRow[]): Record<ServiceStatus, number> {
  const counts = { overdue: 0, 'due-soon': 0, ok: 0 };
  for (const r of rows) counts[r.status]++;
  return counts;
}

export interface BoardSlice {
  /** The view's rows, in the order of the sorted rows they came from. */
  rows: ServiceRow[];
  /** Per status, over the counter type's rows (Due within does not change them). */
  counts: Record<ServiceStatus, number>;
  /** Distinct units among the rows. */
  unitCount: number;
}

/** The view over rows already sorted: one pass, yielding every `every` rows. */
export function* viewSteps(
  sorted: readonly ServiceRow[],
  view: Pick<BoardView, 'within' | 'type'>,
  now: number,
  every = 8192,
): Generator<void, BoardSlice> {
  const rows: ServiceRow[] = [];
  const counts = { overdue: 0, 'due-soon': 0, ok: 0 };
  const units = new Set<string>();
  for (let i = 0; i < sorted.length; i++) {
    const r = sorted[i]!;
    if (i % every === every - 1) yield;
    if (view.type !== '' && r.type !== view.type) continue;
    counts[r.status]++;
    if (!dueWithin(r, view.within, now)) continue;
    rows.push(r);
    units.add(r.guid);
  }
  return { rows, counts, unitCount: units.size };
}

const BOARD_VIEW_DEFAULT: BoardView = { within: 'all', type: '', sort: { id: 'due', desc: false } };

/** The view from the URL; unknown values fall back alone. */
export function readBoardView(params: URLSearchParams): BoardView {
  const within = params.get('within');
  const sort = params.get('sort');
  return {
    within: DUE_WITHIN_VALUES.includes(within as DueWithin)
      ? (within as DueWithin)
      : BOARD_VIEW_DEFAULT.within,
    type: params.get('type') ?? '',
    sort: {
      id: SERVICE_SORT_IDS.includes(sort as ServiceSortId) ? (sort as ServiceSortId) : 'due',
      desc: params.get('desc') === '1',
    },
  };
}

/** Writes the view into params (keeping company and the rest); defaults leave no parameter. */
export function writeBoardView(view: BoardView, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (k: string, v: string, dflt: string) =>
    v === dflt ? next.delete(k) : next.set(k, v);
  set('within', view.within, BOARD_VIEW_DEFAULT.within);
  set('type', view.type, '');
  set('sort', view.sort.id, 'due');
  set('desc', view.sort.desc ? '1' : '0', '0');
  return next;
}

export function serviceCsv(rows: readonly ServiceRow[]): string {
  return toCsv(
    [
      'serial',
      'alias',
      'site',
      'counter',
      'used (minutes)',
      'used',
      'limit (minutes)',
      'percent',
      'status',
      'forecast',
      'forecast earliest',
      'forecast latest',
      'controller asks',
    ],
    rows.map((r) => [
      r.serial,
      r.alias,
      r.site,
      // English like every CSV column (data): the known types' English names, others as sent.
      counterTypeLabel(r.type),
      r.value,
      formatMinutes(r.value),
      r.limit,
      percentOfLimit(r.value, r.limit),
      SERVICE_STATUS_WORDS[r.status],
      r.forecast.kind === 'date' ? r.forecast.day : 'not enough data',
      r.forecast.kind === 'date' ? r.forecast.earliest : '',
      r.forecast.kind === 'date' ? (r.forecast.latest ?? '') : '',
      r.asks.join('; '),
    ]),
  );
}
