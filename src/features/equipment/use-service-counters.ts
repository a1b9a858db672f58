import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { engineHistoryQueries } from '@/api/engine/history';
import { mergeReadings, sessionLogsQuery } from '@/api/fleet/service-readings';
import type { Equipment } from '@/domain/documents/schemas';
import { getRuntimeConfig } from '@/config/runtime-config';
import { sessionLogReadings, type HistoryDay } from '@/domain/fleet/fleet-history';
import { serviceCounter, type ServiceCounter } from '@/domain/service/service-forecast';
import { useStore } from '@/lib/create-store';
import { fleetHistoryStore, unitHistory } from '@/lib/fleet-history-db';
import { useEngine } from '@/lib/use-engine';
import type { CounterRow } from './maintenance-rows';

/**
 * docs/decisions.md#service-forecast: the service board's status and forecast for this unit (the
 * same function), from its session logs (the usage panel's query) and this browser's history.
 */
export function useServiceCounters(
  equipment: Equipment,
  company: string | undefined,
  rows: readonly CounterRow[],
): Map<string, ServiceCounter> {
  const guid = equipment._meta.guid;
  const zone = equipment.location;
  const [now] = useState(() => Date.now());
  const logs = useQuery(sessionLogsQuery(guid, company, zone, now));
  const db = useStore(fleetHistoryStore)?.db ?? null;
  // docs/decisions.md#engine-alerts: with the engine, the server's history of the unit.
  const engineOn = useEngine().state === 'on';
  const server = useQuery({ ...engineHistoryQueries.unit(guid, company), enabled: engineOn });
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
  const history = engineOn
    ? (server.data?.days ?? NO_DAYS)
    : days.of === guid
      ? days.days
      : NO_DAYS;
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
