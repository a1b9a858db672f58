import { queryOptions } from '@tanstack/react-query';
import { engineStore } from '@/lib/use-engine';
import { ApiError } from '../api-error';
import { engineClient } from './engine-client';

// GET /engine/v1/status: whether the engine is there, and how fresh its fleet read is.

export interface EngineStatus {
  database: 'pglite' | 'postgres';
  /** This server process holds the leader lease now. */
  leader: boolean;
  /** When the last completed fleet poll finished (ms), null before the first. */
  lastPollAt: number | null;
  /** Units the caller may see. */
  units: number;
  pollIntervalMs?: number;
}

function isStatus(data: unknown): data is EngineStatus {
  const d = data as Partial<EngineStatus> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    (d.database === 'pglite' || d.database === 'postgres') &&
    typeof d.units === 'number'
  );
}

/** The status, or null when no engine answers (404, static files, an HTML page). */
export async function fetchEngineStatus(signal?: AbortSignal): Promise<EngineStatus | null> {
  try {
    const data = await engineClient.get('/status', { signal });
    return isStatus(data) ? data : null;
  } catch (error) {
    // A refused token is the session's business (sign-in takes over), not "no engine".
    if (error instanceof ApiError && error.status === 401) throw error;
    if (error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout') {
      return null;
    }
    throw error;
  }
}

export const engineQueries = {
  status: () =>
    queryOptions({
      queryKey: ['engine', 'all', 'status'] as const,
      queryFn: async ({ signal }) => {
        const status = await fetchEngineStatus(signal);
        engineStore.set({ state: status ? 'on' : 'off' });
        return status;
      },
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
};
