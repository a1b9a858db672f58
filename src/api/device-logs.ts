import { parseDeviceLog, parseDeviceLogs } from './parse/log-list-parse.ts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiClient, seg } from './client';
import {
  fetchCollection,
  fetchCollectionPage,
  type CollectionPage,
  type CollectionResult,
} from './collection';
import { toDeviceLogEntry, type DeviceLogEntry } from './device-log-entry';

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

export function fetchDeviceLogPage(
  equipmentGuid: string,
  company: string | undefined,
  filter: DeviceLogFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<CollectionPage<DeviceLogEntry>> {
  return fetchCollectionPage({
    path: `/v2/equipment/${seg(equipmentGuid)}/logs`,
    company,
    params: { ...filter, sort: '-log_date' },
    parse: parseDeviceLogs,
    limit: DEVICE_LOG_PAGE_SIZE,
    offset,
    signal,
  }).then((page) => ({ ...page, items: page.items.map(toDeviceLogEntry) }));
}

export async function fetchDeviceLog(
  equipmentGuid: string,
  logGuid: string,
  company: string | undefined,
  signal?: AbortSignal,
): Promise<DeviceLogEntry> {
  const { data } = await apiClient.get(`/v2/equipment/${seg(equipmentGuid)}/logs/${seg(logGuid)}`, {
    company,
    signal,
  });
  const parsed = await parseDeviceLog(data);
  if (!parsed.ok || !parsed.value)
    throw new ApiError({
      status: 200,
      kind: 'schema',
      message: 'The service sent a device log the dashboard cannot read.',
    });
  return toDeviceLogEntry(parsed.value);
}

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
    path: `/v2/equipment/${seg(equipmentGuid)}/logs`,
    company,
    params: { type: filter.type, from: filter.from, to: filter.to, sort: 'log_date' },
    parse: parseDeviceLogs,
    pageSize: DEVICE_LOG_RANGE_PAGE_SIZE,
    signal,
  }).then((result) => ({ ...result, items: result.items.map(toDeviceLogEntry) }));
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

export const deviceLogQueries = {
  all: (company: string | undefined) => ['device-logs', company ?? 'all'] as const,
  ofEquipment: (equipmentGuid: string, company: string | undefined) =>
    [...deviceLogQueries.all(company), equipmentGuid] as const,
  list: (equipmentGuid: string, company: string | undefined, filter: DeviceLogFilter = {}) =>
    infiniteQueryOptions({
      queryKey: [
        ...deviceLogQueries.ofEquipment(equipmentGuid, company),
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
    queryOptions({
      queryKey: [
        ...deviceLogQueries.ofEquipment(equipmentGuid, company),
        'range',
        filterKey(filter),
      ] as const,
      queryFn: ({ signal }) => fetchDeviceLogRange(equipmentGuid, company, filter, signal),
      structuralSharing: false,
      staleTime: 60_000,
    }),
  detail: (equipmentGuid: string, logGuid: string, company: string | undefined) =>
    queryOptions({
      queryKey: [
        ...deviceLogQueries.ofEquipment(equipmentGuid, company),
        'detail',
        logGuid,
      ] as const,
      queryFn: ({ signal }) => fetchDeviceLog(equipmentGuid, logGuid, company, signal),
      // A log never changes once written.
      staleTime: Infinity,
    }),
};

export function useDeviceLogs(
  equipmentGuid: string,
  company: string | undefined,
  filter: DeviceLogFilter = {},
) {
  return useInfiniteQuery(deviceLogQueries.list(equipmentGuid, company, filter));
}

export function useDeviceLog(equipmentGuid: string, logGuid: string, company: string | undefined) {
  return useQuery(deviceLogQueries.detail(equipmentGuid, logGuid, company));
}
