// The engine's HTTP API under /engine/v1: the access middleware first, then each area's routes.
import { Hono } from 'hono';
import type { Engine } from '../engine.ts';
import { access, type EngineEnv } from './access.ts';
import { alertRulesRoutes } from './alert-rules-routes.ts';
import { alertsRoutes } from './alerts-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { campaignRoutes } from './campaign-routes.ts';
import { eventsRoutes } from './events-route.ts';
import { historyRoutes } from './history-routes.ts';
import { confirmSnapshot, notificationRoutes } from './notification-routes.ts';
import { logbookRoutes } from './logbook-routes.ts';
import { statusRoutes } from './status-route.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { workOrderRoutes } from './work-order-routes.ts';

export const ENGINE_BASE = '/engine/v1';

/** Answers ENGINE_BASE/* for server/serve-app.ts. Areas add one `app.route('/', …)` line each. */
export function engineRoutes(engine: Engine): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>().basePath(ENGINE_BASE);
  app.onError((error, c) => {
    console.error('[engine] route failed:', error);
    return c.json({ error: 'The engine failed to answer; try again' }, 500);
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.use('*', access(engine));
  // docs/decisions.md#notifications: any use of the engine confirms the notification snapshot.
  app.use('*', confirmSnapshot());
  app.route('/', statusRoutes());
  app.route('/', eventsRoutes());
  app.route('/', alertsRoutes());
  app.route('/', alertRulesRoutes());
  app.route('/', historyRoutes());
  app.route('/', campaignRoutes(engine));
  app.route('/', auditRoutes());
  app.route('/', notificationRoutes());
  app.route('/', webhookRoutes());
  app.route('/', workOrderRoutes());
  app.route('/', logbookRoutes());
  return app;
}
