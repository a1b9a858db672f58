// A Hono app with the alerts and history routes for tests: users by token instead of endpoint 1,
// the real database, audit log and routes; published events are collected.
import { Hono } from 'hono';
import type { Engine, EngineEvent } from '../engine.ts';
import { createAuditLog } from '../audit/audit-log.ts';
import { setServiceConfig } from '../history/service-config.ts';
import type { EngineDatabase } from '../storage/database.ts';
import type { EngineEnv, EngineUser } from './access.ts';
import { alertRulesRoutes } from './alert-rules-routes.ts';
import { alertsRoutes } from './alerts-routes.ts';
import { historyRoutes } from './history-routes.ts';

const ALL = ['equipment.read', 'equipment.update', 'controller.reset', 'controller.update'];

const user = (name: string, companies: Record<string, string[]>): EngineUser => ({
  key: `key-${name}`,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  name,
  permissions: new Map(Object.entries(companies).map(([co, ids]) => [co, new Set(ids)])),
});

export const ALPHA = 'company-alpha';
export const BETA = 'company-beta';
export const GAMMA = 'company-gamma';

export const TEST_USERS: Record<string, EngineUser> = {
  operator: user('Olivia Operator', { [ALPHA]: ALL, [BETA]: ALL, [GAMMA]: ALL }),
  support: user('Sam Support', { [ALPHA]: ['equipment.read'], [BETA]: ['equipment.read'] }),
  owner: user('Oscar Owner', { [GAMMA]: ['equipment.read', 'equipment.update'] }),
};

export function areaTestApp(store: EngineDatabase, now: () => number) {
  const events: EngineEvent[] = [];
  const engine = {
    store,
    now,
    audit: createAuditLog(store.db, now),
    publish: async (e: EngineEvent) => void events.push(e),
  } as unknown as Engine;
  setServiceConfig(engine, { serviceLimits: { lamps: 48_000 }, dueSoonDays: 14 });
  const app = new Hono<EngineEnv>().basePath('/engine/v1');
  app.use('*', async (c, next) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const found = token ? TEST_USERS[token] : undefined;
    if (!found) return c.json({ error: 'The bearer token was refused' }, 401);
    c.set('user', found);
    c.set('engine', engine);
    await next();
  });
  app.route('/', alertsRoutes());
  app.route('/', alertRulesRoutes());
  app.route('/', historyRoutes());
  const call = (token: string, method: string, path: string, body?: unknown) =>
    app.request(`/engine/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { app, call, events };
}
