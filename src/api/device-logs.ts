import { parseDeviceLog, parseDeviceLogs } from './parse/log-list-parse.ts';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { unitLogFetcher, unitLogPath, unitLogQueries } from './unit-logs';
import {
  fetchCollection,
  fetchCollectionPage,
  type CollectionPage,
  type CollectionResult,
} from './collection';
import { toDeviceLogEntry, type DeviceLogEntry } from './device-log-entry';
import type { DeviceLog } from '@/domain/documents/schemas';

// Endpoints 11 and 12. Keys: ['device-logs', company ?? 'all', equipmentGuid, 'list', filter] and
// [..., 'detail', logGuid]. The list loads newest first, one page at a time (load more). Each log
// leaves here as a DeviceLogEntry (the app's names), mapped once per fetched page.

export const DEVICE_LOG_PAGE_SIZE = 200;

export interface DeviceLogFilter {
  /** parameter | boot | session | error | event; undefined or '' = all types. */
  type?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  controllerSerial?: string | number | undefined;
}

/** What `data` of the list query holds: every loaded page merged, newest first. */
export interface DeviceLogView {
  items: DeviceLogEntry[];
  /** Documents dropped as unreadable, over all loaded pages. */
  invalidCount: number;
  /** X-Total-Count of the latest page (before client-side filters), when the server sends it. */
  total?: number;
  pages: number;
}

/** Endpoint 11 of one unit, each document checked on arrival. */
const logsOf = (equipmentGuid: string, company: string | undefined) => ({
  path: unitLogPath('logs', equipmentGuid),
  company,
  parse: parseDeviceLogs,
});

/** A page or a whole window, its logs under the app's names. */
const asEntries = <R extends { items: DeviceLog[] }>(result: R) => ({
  ...result,
  items: result.items.map(toDeviceLogEntry),
});

export function fetchDeviceLogPage(
  equipmentGuid: string,
  company: string | undefined,
  filter: DeviceLogFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<CollectionPage<DeviceLogEntry>> {
  return fetchCollectionPage({
    ...logsOf(equipmentGuid, company),
    params: { ...filter, sort: '-log_date' },
    limit: DEVICE_LOG_PAGE_SIZE,
    offset,
    signal,
  }).then(asEntries);
}

export const fetchDeviceLog = unitLogFetcher({
  kind: 'logs',
  parse: parseDeviceLog,
  toEntry: toDeviceLogEntry,
  what: 'device log',
});

export const DEVICE_LOG_RANGE_PAGE_SIZE = 1000;

/**
 * Every log of a window (usage figures, chart markers): the whole range, oldest first. Only the
 * window is read (`from`/`to`, `type`); the server may ignore them, the client filters again.
 */
export function fetchDeviceLogRange(
  equipmentGuid: string,
  company: string | undefined,
  filter: DeviceLogFilter,
  signal?: AbortSignal,
): Promise<CollectionResult<DeviceLogEntry>> {
  return fetchCollection({
    ...logsOf(equipmentGuid, company),
    params: { type: filter.type, from: filter.from, to: filter.to, sort: 'log_date' },
    pageSize: DEVICE_LOG_RANGE_PAGE_SIZE,
    signal,
  }).then(asEntries);
}

/** Pages merged: a server that ignores `sort` still yields newest first overall. */
export function mergeDeviceLogPages(
  data: InfiniteData<CollectionPage<DeviceLogEntry>, number>,
): DeviceLogView {
  const seen = new Set<string>();
  const items = data.pages
    .flatMap((p) => p.items)
    .filter((log) => !seen.has(log.guid) && Boolean(seen.add(log.guid)))
    .sort((a, b) => b.logDate - a.logDate);
  const last = data.pages[data.pages.length - 1];
  return {
    items,
    invalidCount: data.pages.reduce((n, p) => n + p.invalidCount, 0),
    ...(last?.total !== undefined ? { total: last.total } : {}),
    pages: data.pages.length,
  };
}

function filterKey(filter: DeviceLogFilter) {
  return {
    type: filter.type || null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    controllerSerial:
      filter.controllerSerial === undefined || filter.controllerSerial === ''
        ? null
        : String(filter.controllerSerial),
  };
}

const logQueries = unitLogQueries('device-logs', fetchDeviceLog);

export const deviceLogQueries = {
  ...logQueries,
  list: (equipmentGuid: string, company: string | undefined, filter: DeviceLogFilter = {}) =>
    infiniteQueryOptions({
      queryKey: [
        ...logQueries.ofEquipment(equipmentGuid, company),
        'list',
        filterKey(filter),
      ] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchDeviceLogPage(equipmentGuid, company, filter, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last: CollectionPage<DeviceLogEntry>) => last.nextOffset,
      select: mergeDeviceLogPages,
      structuralSharing: false,
      staleTime: 30_000,
    }),
  /** The whole window at once; give stable from/to (rounded), they are part of the key. */
  range: (equipmentGuid: string, company: string | undefined, filter: DeviceLogFilter) =>
    logQueries.window(
      equipmentGuid,
      company,
      ['range', filterKey(filter)],
      (signal) => fetchDeviceLogRange(equipmentGuid, company, filter, signal),
      60_000,
    ),
};
