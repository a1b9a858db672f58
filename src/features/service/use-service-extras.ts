import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { historySource } from '@/api/engine/history';
import { loadUnitExtra } from '@/api/fleet/service-readings';
import type { ServiceRow, UnitExtra } from '@/domain/service/service-board';
import type { FleetHistoryDb } from '@/lib/fleet-history-db';
import { createExtrasLoader, type ExtrasLoader, type UnitJob } from './extras-loader';

// The readings behind the forecasts: loaded for the rows in view (or all, on request), reaching
// the rows in batches, kept for the page's life. One loader per company and history source.

const FLUSH_MS = 250;
const NO_EXTRAS: ReadonlyMap<string, UnitExtra> = new Map();

/** One job per unit of the rows, with the unit's zone. */
export function jobsOf(rows: readonly ServiceRow[]): UnitJob[] {
  const seen = new Map<string, UnitJob>();
  for (const r of rows) if (!seen.has(r.guid)) seen.set(r.guid, { guid: r.guid, zone: r.zone });
  return [...seen.values()];
}

export interface ServiceExtras {
  loader: ExtrasLoader;
  extras: ReadonlyMap<string, UnitExtra>;
  /** "Forecast all" running: how far. */
  progress: { done: number; total: number } | null;
  forecastAll: (rows: readonly ServiceRow[]) => Promise<void>;
}

export function useServiceExtras(
  company: string | undefined,
  engineOn: boolean,
  db: FleetHistoryDb | null,
): ServiceExtras {
  const client = useQueryClient();
  const [loaded, setLoaded] = useState<{ of: unknown; map: ReadonlyMap<string, UnitExtra> }>({
    of: null,
    map: NO_EXTRAS,
  });
  const [running, setProgress] = useState<{ of: unknown; done: number; total: number } | null>(
    null,
  );
  // docs/decisions.md#engine-alerts: with the engine, forecasts read the server's history.
  const historyOf = useMemo(
    () => historySource(client, engineOn, company, db),
    [client, engineOn, company, db],
  );
  const loader = useMemo<ExtrasLoader>(() => {
    const pending = new Map<string, UnitExtra>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const batch = new Map(pending);
      pending.clear();
      setLoaded((prev) => ({
        of: loader,
        map: new Map([...(prev.of === loader ? prev.map : []), ...batch]),
      }));
    };
    const loader = createExtrasLoader(
      (job) => loadUnitExtra(client, job.guid, company, job.zone, historyOf),
      (guid, extra) => {
        pending.set(guid, extra);
        timer ??= setTimeout(flush, FLUSH_MS);
      },
    );
    return loader;
  }, [client, company, historyOf]);
  useEffect(() => () => loader.close(), [loader]);

  async function forecastAll(rows: readonly ServiceRow[]) {
    const jobs = jobsOf(rows);
    setProgress({ of: loader, done: 0, total: jobs.length });
    await loader.runAll(jobs, (done, total) => setProgress({ of: loader, done, total }));
    setProgress(null);
  }

  return {
    loader,
    // A new loader (company or history changed) starts from nothing.
    extras: loaded.of === loader ? loaded.map : NO_EXTRAS,
    progress: running?.of === loader ? running : null,
    forecastAll,
  };
}
