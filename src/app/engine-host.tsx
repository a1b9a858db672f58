import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { engineQueries } from '@/api/engine/engine-status';
import { ENGINE_BASE } from '@/api/engine/engine-client';
import { eventTouchesKey, startEngineEvents } from '@/lib/engine-events';
import { session } from '@/lib/session';
import { useEngine } from '@/lib/use-engine';

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
    return startEngineEvents({
      url: `${ENGINE_BASE}/events`,
      getToken: session.getToken,
      onOpen: () => invalidate((key) => key[0] === 'engine' && key[2] !== 'status'),
      onEvent: (event) => invalidate((key) => eventTouchesKey(event, key)),
    });
  }, [state, queryClient]);
  return null;
}
