// `npm start`'s engine: the service it reads (the in-process simulator or the upstream), the
// database, the loops, and the lines it adds to the banner.
import type { Hono } from 'hono';
import type { EngineCli } from './engine-cli-options.ts';
import { registerAuditRetention } from './engine/audit/audit-retention.ts';
import { commandAuditor, type CommandSeen } from './engine/audit/command-audit.ts';
import { createEngine, type RunningEngine } from './engine/engine.ts';
import { engineRoutes } from './engine/http/routes.ts';
import { addNotificationTask } from './engine/runners/notification-task.ts';
import { isPostgresUrl } from './engine/storage/database.ts';
import { registerAlertsArea } from './engine/runners/alerts-area.ts';
import { registerPgliteUpkeep } from './engine/runners/pglite-upkeep.ts';
import { registerWorkOrdersArea } from './engine/runners/work-orders-area.ts';
import { createServiceClient } from './engine/service/service-client.ts';

export interface StartedEngine {
  engine: RunningEngine;
  api: { fetch: (request: Request) => Response | Promise<Response> };
  /** Audits unit commands passing through /api (serve-app's onCommand). */
  onCommand: (seen: CommandSeen) => Promise<void>;
}

/** A postgres URL with its password hidden, for the banner. */
export function describeDatabase(spec: string): string {
  if (spec === 'memory') return 'in memory (nothing is kept)';
  if (!isPostgresUrl(spec)) return `embedded PostgreSQL (PGlite) in ${spec}`;
  const u = new URL(spec);
  if (u.password) u.password = '***';
  return `PostgreSQL at ${u.toString()}`;
}

export function engineBanner(cli: EngineCli): string[] {
  if (!cli.on) return [`No engine: ${cli.reason}`];
  const o = cli.options;
  return [
    `Engine: database ${describeDatabase(o.database)}; reads the fleet every ${o.pollIntervalMs / 1000} s`,
  ];
}

export async function startEngine(
  cli: EngineCli & { on: true },
  service: { simulator: Hono } | { upstream: string },
  /** The app's folder: its config.json names the service limits the alert rules use; where the
   *  dashboard listens: links in messages when --public-url is not given. */
  app: { configDir?: string; listeningUrl?: string } = {},
): Promise<StartedEngine> {
  const client = createServiceClient(
    'simulator' in service
      ? {
          base: 'http://simulator.local/api',
          fetch: (r) => service.simulator.fetch(r),
          serviceToken: cli.options.serviceToken,
        }
      : {
          base: service.upstream,
          fetch: (r) => fetch(r),
          serviceToken: cli.options.serviceToken,
          timeoutMs: 30_000,
        },
  );
  const engine = await createEngine(cli.options, { service: client });
  await registerAlertsArea(engine, { configDir: app.configDir });
  addNotificationTask(engine, app.listeningUrl ?? 'http://localhost:4173');
  registerWorkOrdersArea(engine);
  registerAuditRetention(engine);
  registerPgliteUpkeep(engine);
  await engine.start();
  return { engine, api: engineRoutes(engine), onCommand: commandAuditor(engine) };
}
