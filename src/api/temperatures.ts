import { parseTemperatureLog, parseTemperatureLogs } from './parse/log-list-parse.ts';
import { unitLogFetcher, unitLogPath, unitLogQueries } from './unit-logs';
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
    path: unitLogPath('temperatures', equipmentGuid),
    company,
    // Oldest first: the order a chart draws in.
    params: { from: range.from, to: range.to, sort: 'log_date' },
    parse: parseTemperatureLogs,
    pageSize: TEMPERATURE_PAGE_SIZE,
    signal,
  }).then((result) => ({ ...result, items: result.items.map(toTemperatureEntry) }));
}

export const fetchTemperatureLog = unitLogFetcher({
  kind: 'temperatures',
  parse: parseTemperatureLog,
  toEntry: toTemperatureEntry,
  what: 'temperature log',
});

const logQueries = unitLogQueries('temperatures', fetchTemperatureLog);

export const temperatureQueries = {
  ...logQueries,
  /** Give stable from/to (e.g. rounded to the minute): they are part of the key. */
  list: (equipmentGuid: string, company: string | undefined, { from, to }: TemperatureRange = {}) =>
    logQueries.window(
      equipmentGuid,
      company,
      ['list', { from: from ?? null, to: to ?? null }],
      (signal) => fetchTemperatureLogs(equipmentGuid, company, { from, to }, signal),
      30_000,
    ),
};
