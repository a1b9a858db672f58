import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HistoryDay } from '@/domain/fleet/fleet-history';
import type { ServiceCounter } from '@/domain/service/service-forecast';
import { unitHistory, type FleetHistoryDb } from '@/lib/fleet-history-db';
import { engineClient } from './engine-client';

// docs/decisions.md#engine-alerts: a unit's daily history as the engine keeps it (400 days, for
// everyone who may see the unit), its part changes and each counter's forecast from it.

export interface EngineUnitHistory {
  guid: string;
  days: HistoryDay[];
  partChanges: { type: string; at: number; valueReached: number }[];
  counters: ServiceCounter[];
}

export const engineHistoryQueries = {
  unit: (guid: string, company: string | undefined) =>
    queryOptions({
      queryKey: ['engine', company ?? 'all', 'history', 'unit', guid] as const,
      queryFn: ({ signal }) =>
        engineClient.get<EngineUnitHistory>(`/units/${encodeURIComponent(guid)}/history`, {
          signal,
        }),
      staleTime: 60_000,
    }),
};

/** Where a unit's days come from: the engine's history, or this browser's (null: none kept). */
export type HistoryOf = (guid: string) => Promise<HistoryDay[]>;

export function historySource(
  client: QueryClient,
  engineOn: boolean,
  company: string | undefined,
  db: FleetHistoryDb | null,
): HistoryOf {
  // A unit whose history fails to load has none: its forecast says "not enough data".
  if (engineOn)
    return (guid) =>
      client
        .fetchQuery(engineHistoryQueries.unit(guid, company))
        .then((r) => r.days)
        .catch(() => []);
  return (guid) => (db ? unitHistory(db, guid).catch(() => []) : Promise.resolve([]));
}

/** The days since `from` of these units (at most 300), each unit's oldest first; only units the
 *  caller may see (the salon board's word marks). */
export async function engineRecentDays(
  guids: readonly string[],
  from: string,
): Promise<Map<string, HistoryDay[]>> {
  const { days } = await engineClient.send<{ days: HistoryDay[] }>('POST', '/history/days', {
    body: { guids, from },
  });
  const out = new Map<string, HistoryDay[]>(guids.map((g) => [g, []]));
  for (const d of days) out.get(d.guid)?.push(d);
  return out;
}
