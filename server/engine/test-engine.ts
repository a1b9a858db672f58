// Shared by the engine's tests: an engine over an in-process test simulator and a memory database.
import { testSimulator } from '../simulator/test-helpers.ts';
import { SERVICE_IDENTITY } from '../simulator/fixtures.ts';
import type { SimOptions } from '../app.ts';
import { createEngine, type RunningEngine } from './engine.ts';
import { OFFLINE_AFTER_MS, type EngineOptions } from './options.ts';
import { createServiceClient } from './service/service-client.ts';

export const TEST_ENGINE_OPTIONS: EngineOptions = {
  database: 'memory',
  serviceToken: SERVICE_IDENTITY.token,
  pollIntervalMs: 1000,
  smtp: undefined,
  mailFrom: 'dashboard@localhost',
  webhookAllow: [],
  publicUrl: undefined,
  offlineAfterMs: OFFLINE_AFTER_MS,
};

/** A simulator and an engine reading it (not started: call pollNow(), or start()). */
export async function testEngine(
  sim: Partial<SimOptions> = {},
  options: Partial<EngineOptions> = {},
): Promise<{ engine: RunningEngine; sim: ReturnType<typeof testSimulator> }> {
  const simulator = testSimulator(sim);
  const service = createServiceClient({
    base: 'http://simulator.local/api',
    fetch: (r) => simulator.app.fetch(r),
    serviceToken: SERVICE_IDENTITY.token,
  });
  const engine = await createEngine({ ...TEST_ENGINE_OPTIONS, ...options }, { service });
  return { engine, sim: simulator };
}
