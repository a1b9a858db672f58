// The simulated monitoring service: every endpoint under /api (docs/decisions.md#endpoints).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createClock, type SimClock } from './simulator/clock.ts';
import { authenticate } from './simulator/http/access.ts';
import { adminGuard } from './simulator/http/admin-guard.ts';
import { SimError, type Sim, type SimEnv } from './simulator/http/env.ts';
import { FaultStore, faultInjection } from './simulator/http/faults.ts';
import { Journal, journaling } from './simulator/http/journal.ts';
import { DEFAULT_OPTIONS, type SimOptions } from './simulator/options.ts';
import { Rng } from './simulator/random.ts';
import { adminRoutes } from './simulator/routes/admin.ts';
import { authRoutes } from './simulator/routes/auth.ts';
import { controllerRoutes } from './simulator/routes/controller.ts';
import { deviceLogRoutes } from './simulator/routes/device-logs.ts';
import { equipmentRoutes } from './simulator/routes/equipment.ts';
import { errorCatalogRoutes } from './simulator/routes/error-catalog.ts';
import { temperatureRoutes } from './simulator/routes/temperatures.ts';
import { World } from './simulator/world/world.ts';

export type { SimOptions } from './simulator/options.ts';

const MOUNT = '/api';

export interface Simulator {
  app: Hono;
  world: World;
  clock: SimClock;
  options: SimOptions;
  faults: FaultStore;
  journal: Journal;
  /** The X-Admin-Token the admin routes require (random unless given in the options). */
  adminToken: string | undefined;
}

export function createSimulator(overrides: Partial<SimOptions> = {}): Simulator {
  const options: SimOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const adminToken = options.admin ? (options.adminToken ?? randomUUID()) : undefined;
  const clock = createClock(options.now);
  const world = new World(options, clock);
  const sim: Sim = { world, clock, options };
  const faults = new FaultStore();
  const journal = new Journal();
  const chaos = new Rng(options.seed ^ 0x5eed);

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof SimError) return c.json({ message: error.message }, error.status);
    console.error('[simulator]', error);
    return c.json({ message: 'Internal error in the simulator' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.use(`${MOUNT}/*`, async (c, next) => {
    await next();
    // On the answer's own headers: c.header() after next() rebuilds the answer around a stream
    // copy of its body, which for a cached fleet page costs a copy of megabytes per request.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  if (adminToken) {
    app.use(`${MOUNT}/__admin/*`, adminGuard(adminToken));
    app.route(`${MOUNT}/__admin`, adminRoutes(sim, faults, journal));
  }

  const api = new Hono<SimEnv>();
  if (options.admin) api.use('*', journaling(journal, clock, MOUNT));
  api.use('*', async (_c, next) => {
    if (options.latencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    await next();
  });
  if (options.admin) api.use('*', faultInjection(faults, MOUNT));
  api.use('*', async (c, next) => {
    if (options.errorRate > 0 && chaos.next() < options.errorRate) {
      c.header('Retry-After', '1');
      return c.json(
        { message: 'Service temporarily unavailable (simulated --error-rate)' },
        503 as ContentfulStatusCode,
      );
    }
    await next();
  });
  api.use('*', authenticate());
  api.route('/auth', authRoutes(sim));
  // Registered before /:guid routes so /v2/equipment/logs/error is never read as a guid.
  api.route('/v2/equipment', errorCatalogRoutes());
  api.route('/v2/equipment', equipmentRoutes(sim));
  api.route('/v2/equipment', controllerRoutes(sim));
  api.route('/v2/equipment', temperatureRoutes(sim));
  api.route('/v2/equipment', deviceLogRoutes(sim));
  app.route(MOUNT, api);

  return { app, world, clock, options, faults, journal, adminToken };
}
