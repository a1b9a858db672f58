import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOnline } from '@/lib/use-online';
import type { FleetData } from '@/api/fleet/fleet-data';
import { fleetUnitQueries } from '@/api/fleet/fleet-units';
import { keepOfflineFleetOnlyWhenRemembered } from '@/lib/offline-fleet-cleanup';
import { offlineFleetShown } from '@/lib/offline-fleet-shown';
import {
  loadOfflineFleet,
  planOfflineSave,
  saveOfflineFleet,
  type SavePlan,
} from '@/lib/offline-fleet-db';
import { useCompany } from '@/lib/use-company';
import { useSessionToken } from '@/lib/use-session-token';

// docs/decisions.md#installable-app: follows the fleet poll of this page's company (whoever
// polls it) and keeps the last complete list while the session is remembered; offline, with
// nothing in memory, it puts that copy back into the query cache, so every fleet page shows it.

const UNITS_EVERY_MS = 60_000;

// Started with the first signed-in page and kept for the tab's life: sign-out unmounts this host,
// and the deletion must still follow it. A copy exists only after a signed-in page ran.
let watchingSession = false;

export function OfflineFleetHost() {
  const company = useCompany();
  const key = company ?? 'all';
  const token = useSessionToken();
  const online = useOnline();
  const queryClient = useQueryClient();
  const units = useMemo(() => fleetUnitQueries.units(company), [company]);
  const { queryKey } = units;
  const { data, dataUpdatedAt } = useQuery({ ...units, enabled: false });
  const restored = useRef<FleetData | null>(null);
  const saved = useRef(new Map<string, SavePlan>());

  useEffect(() => {
    if (watchingSession) return;
    watchingSession = true;
    keepOfflineFleetOnlyWhenRemembered();
  }, []);

  useEffect(() => {
    if (!token || !data?.complete || data === restored.current) return;
    if (offlineFleetShown.get()?.company === key) offlineFleetShown.set(null);
    const plan = planOfflineSave(saved.current.get(key), data.units, dataUpdatedAt, UNITS_EVERY_MS);
    if (plan === 'skip') return;
    const meta = {
      company: key,
      savedAt: dataUpdatedAt,
      total: data.total,
      invalidCount: data.invalidCount,
    };
    const units = plan === 'units' ? data.units : undefined;
    void saveOfflineFleet(token, meta, units).then((ok) => {
      if (ok) saved.current.set(key, { units: data.units, at: dataUpdatedAt });
    });
  }, [token, key, data, dataUpdatedAt]);

  useEffect(() => {
    if (online || !token || queryClient.getQueryData(queryKey)) return;
    let cancelled = false;
    void loadOfflineFleet(token, key).then((copy) => {
      if (cancelled || !copy || queryClient.getQueryData(queryKey)) return;
      const fleet: FleetData = {
        units: copy.units,
        indexOf: new Map(copy.units.map((u, i) => [u.guid, i])),
        complete: true,
        total: copy.total,
        invalidCount: copy.invalidCount,
        catalog: undefined,
        lastPoll: undefined,
      };
      restored.current = fleet;
      queryClient.setQueryData(queryKey, fleet, { updatedAt: copy.savedAt });
      offlineFleetShown.set({ company: key, savedAt: copy.savedAt });
    });
    return () => {
      cancelled = true;
    };
  }, [online, token, key, queryClient, queryKey]);

  return null;
}
