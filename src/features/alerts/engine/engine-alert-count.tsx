import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { engineAlertQueries } from '@/api/engine/alerts';
import { alertCountStore } from '@/lib/alert-count';
import { useCompany } from '@/lib/use-company';

// Snoozes end with time, not with an event: the count is asked again now and then.
const REFRESH_MS = 60_000;

/**
 * docs/decisions.md#engine-alerts: the header's "Alerts (N)" from the engine (firing, not
 * acknowledged, not snoozed); the engine's events refresh it at once.
 */
export function EngineAlertCount() {
  const company = useCompany();
  const { data } = useQuery({ ...engineAlertQueries.count(company), refetchInterval: REFRESH_MS });
  useEffect(() => {
    if (data !== undefined) alertCountStore.set(data);
  }, [data]);
  useEffect(() => () => alertCountStore.set(0), []);
  return null;
}
