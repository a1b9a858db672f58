import { createStore, useStore } from './create-store';

// Whether this dashboard runs with its engine (server/engine/README.md): 'checking' until the
// engine's status answered (src/app/engine-host.tsx asks once signed in), 'on' with a 200,
// 'off' for a 404 or anything that is not the engine (static files answer index.html).

export type EngineState = 'checking' | 'on' | 'off';

export const engineStore = createStore<{ state: EngineState }>({ state: 'checking' });

export function useEngine(): { state: EngineState } {
  return { state: useStore(engineStore, (s) => s.state) };
}
