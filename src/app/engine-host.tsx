import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { engineQueries } from '@/api/engine/engine-status';
import { ENGINE_BASE } from '@/api/engine/engine-client';
import { createCoalescer } from '@/lib/coalesced-refetch';
import { eventTouchesKey, startEngineEvents } from '@/lib/engine-events';
import { session } from '@/lib/session';
import { useEngine } from '@/lib/use-engine';

/** An open campaign shows a change within 5 s: one refetch per 3 s is enough. */
const COALESCE_MS = 3000;

/**
 * Signed in: asks whether the engine is there (useEngine() then says 'on' or 'off') and, when it
 * is, reads its events once per tab, refetching the engine queries each event touches.
 */
export function EngineHost() {
  useQuery(engineQueries.status());
  const { state } = useEngine();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (state !== 'on') return;
    const invalidate = (match: (key: readonly unknown[]) => boolean) =>
      void queryClient.invalidateQueries({ predicate: (q) => match(q.queryKey) });
    // Heavy queries (meta.coalesceEvents: a whole campaign) refetch at most once per window.
    const coalescer = createCoalescer(COALESCE_MS);
    const coalesced = (meta: Record<string, unknown> | undefined) => meta?.coalesceEvents === true;
    const stop = startEngineEvents({
      url: `${ENGINE_BASE}/events`,
      getToken: session.getToken,
      onOpen: () => invalidate((key) => key[0] === 'engine' && key[2] !== 'status'),
      onEvent: (event) => {
        void queryClient.invalidateQueries({
          predicate: (q) => eventTouchesKey(event, q.queryKey) && !coalesced(q.meta),
        });
        const heavy = queryClient.getQueryCache().findAll({
          predicate: (q) => eventTouchesKey(event, q.queryKey) && coalesced(q.meta),
        });
        for (const q of heavy)
          coalescer.trigger(q.queryHash, () =>
            queryClient.invalidateQueries(
              { queryKey: q.queryKey, exact: true },
              { cancelRefetch: false },
            ),
          );
      },
    });
    return () => {
      stop();
      coalescer.stop();
    };
  }, [state, queryClient]);
  return null;
}
