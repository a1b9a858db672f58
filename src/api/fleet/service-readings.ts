import type { QueryClient } from '@tanstack/react-query';
import { deviceLogQueries } from '../device-logs.ts';
import { equipmentQueries } from '../equipment.ts';
import { historyReadings, sessionLogReadings, type HistoryDay } from '@/domain/fleet/fleet-history';
import type { UnitZone } from '@/domain/local-clock';
import type { UnitExtra } from '@/domain/service/service-board';
import { usageWindowStart } from '@/domain/service/usage';
import type { CounterReading } from '@/domain/service/usage-rate';

// docs/decisions.md#service-forecast: what one unit's forecast reads beyond the fleet poll. The
// session logs are the unit page's own usage query (same key), so a unit opened from the board
// costs no second request.

const HOUR = 3_600_000;

/** The usage panel's session-log window: 60 of the unit's days, `from` rounded to the hour. */
export function sessionLogsQuery(
  guid: string,
  company: string | undefined,
  zone: UnitZone | null | undefined,
  now: number,
) {
  const from = usageWindowStart(Math.floor(now / HOUR) * HOUR, zone);
  return deviceLogQueries.range(guid, company, { type: 'session', from });
}

/** History and session-log readings of every counter, merged. */
export function mergeReadings(
  days: readonly HistoryDay[],
  logs: ReadonlyMap<string, CounterReading[]>,
): Map<string, CounterReading[]> {
  const out = new Map<string, CounterReading[]>();
  for (const [type, list] of logs) out.set(type, [...list]);
  const types = new Set(days.flatMap((d) => Object.keys(d.counters)));
  for (const type of types)
    out.set(type, [...(out.get(type) ?? []), ...historyReadings(days, type)]);
  return out;
}

/** One unit, one request at a time: endpoint 5's limits, then its session logs, then history. */
export async function loadUnitExtra(
  client: QueryClient,
  guid: string,
  company: string | undefined,
  zone: UnitZone | null | undefined,
  historyOf: (guid: string) => Promise<HistoryDay[]>,
): Promise<UnitExtra> {
  const counters = await client.fetchQuery({
    ...equipmentQueries.counters(guid, company),
    staleTime: 60_000,
  });
  const logs = await client.fetchQuery(sessionLogsQuery(guid, company, zone, Date.now()));
  const days = await historyOf(guid);
  const limits: Record<string, number> = {};
  for (const c of counters.items)
    if (typeof c.limit === 'number' && c.limit > 0) limits[c.type] = c.limit;
  return { limits, readings: mergeReadings(days, sessionLogReadings(logs.items)) };
}
