import { parseTemperatureLog, parseTemperatureLogs } from './parse/log-list-parse.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiClient, seg } from './client';
import { fetchCollection, type CollectionResult } from './collection';
import { toTemperatureEntry, type TemperatureEntry } from './temperature-entry';

// Endpoints 9 and 10. Keys: ['temperatures', company ?? 'all', equipmentGuid, 'list', range] and
// [..., 'detail', logGuid]. Each log leaves here as a TemperatureEntry (the app's names).

export const TEMPERATURE_PAGE_SIZE = 5000;

export interface TemperatureRange {
  /** Milliseconds (log_date), inclusive. */
  from?: number | undefined;
  /** Milliseconds (log_date), inclusive. */
  to?: number | undefined;
}

export type TemperatureLogList = CollectionResult<TemperatureEntry>;

export function fetchTemperatureLogs(
  equipmentGuid: string,
  company: string | undefined,
  range: TemperatureRange,
  signal?: AbortSignal,
): Promise<TemperatureLogList> {
  return fetchCollection({
    path: `/v2/equipment/${seg(equipmentGuid)}/temperatures`,
    company,
    // Oldest first: the order a chart draws in.
    params: { from: range.from, to: range.to, sort: 'log_date' },
    parse: parseTemperatureLogs,
    pageSize: TEMPERATURE_PAGE_SIZE,
    signal,
  }).then((result) => ({ ...result, items: result.items.map(toTemperatureEntry) }));
}

export async function fetchTemperatureLog(
  equipmentGuid: string,
  logGuid: string,
  company: string | undefined,
  signal?: AbortSignal,
): Promise<TemperatureEntry> {
  const { data } = await apiClient.get(
    `/v2/equipment/${seg(equipmentGuid)}/temperatures/${seg(logGuid)}`,
    { company, signal },
  );
  const parsed = await parseTemperatureLog(data);
  if (!parsed.ok || !parsed.value)
    throw new ApiError({
      status: 200,
      kind: 'schema',
      message: 'The service sent a temperature log the dashboard cannot read.',
    });
  return toTemperatureEntry(parsed.value);
}

export const temperatureQueries = {
  all: (company: string | undefined) => ['temperatures', company ?? 'all'] as const,
  ofEquipment: (equipmentGuid: string, company: string | undefined) =>
    [...temperatureQueries.all(company), equipmentGuid] as const,
  /** Give stable from/to (e.g. rounded to the minute): they are part of the key. */
  list: (equipmentGuid: string, company: string | undefined, { from, to }: TemperatureRange = {}) =>
    queryOptions({
      queryKey: [
        ...temperatureQueries.ofEquipment(equipmentGuid, company),
        'list',
        { from: from ?? null, to: to ?? null },
      ] as const,
      queryFn: ({ signal }) => fetchTemperatureLogs(equipmentGuid, company, { from, to }, signal),
      // Tens of thousands of readings: replacing beats deep-comparing.
      structuralSharing: false,
      staleTime: 30_000,
    }),
  detail: (equipmentGuid: string, logGuid: string, company: string | undefined) =>
    queryOptions({
      queryKey: [
        ...temperatureQueries.ofEquipment(equipmentGuid, company),
        'detail',
        logGuid,
      ] as const,
      queryFn: ({ signal }) => fetchTemperatureLog(equipmentGuid, logGuid, company, signal),
      staleTime: Infinity,
    }),
};

export function useTemperatureLogs(
  equipmentGuid: string,
  company: string | undefined,
  range: TemperatureRange = {},
) {
  return useQuery(temperatureQueries.list(equipmentGuid, company, range));
}

export function useTemperatureLog(
  equipmentGuid: string,
  logGuid: string,
  company: string | undefined,
) {
  return useQuery(temperatureQueries.detail(equipmentGuid, logGuid, company));
}
