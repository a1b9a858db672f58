// Notifications fan-out (docs/decisions.md#notifications): 10,000 alerts fire at once; 1,000 recipients (10 people in
// each of 100 companies, e-mail on) get one message each per alert of their company, i.e.
// 100,000 deliveries planned, sent (to a sink: the SMTP round trip is not what is measured) and
// audited. Meanwhile the engine's alerts API (`/alerts/count`, what every open tab asks) is asked
// every 20 ms in this same process, over the same database: its p99 must stay ≤ 200 ms.
// `tsx bench/notifications-fanout.ts [alerts]`; the machine's load is printed with the numbers.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Hono } from 'hono';
import { ENGINE_BASE, engineRoutes } from '../server/engine/http/routes.ts';
import type { EngineEnv } from '../server/engine/http/access.ts';
import { createNotificationRunner } from '../server/engine/runners/notification-runner.ts';
import { testEngine } from '../server/engine/test-engine.ts';
import { TOKENS } from '../server/simulator/fixtures.ts';
import { stat, type Stat } from './stats.ts';

export interface FanoutResult {
  alerts: number;
  recipients: number;
  /** Deliveries sent (every one planned, when the run is right). */
  deliveries: number;
  fanoutMs: number;
  idle: Stat | undefined;
  during: Stat | undefined;
  p99Idle: number;
  p99During: number;
  /** The event loop's longest stalls during the fan-out (PGlite runs on this thread), ms. */
  loopP99: number;
  loopMax: number;
  /** /proc/loadavg before and after the fan-out (the machine is shared). */
  loadBefore: string;
  loadAfter: string;
}

const loadavg = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim();
  } catch {
    return 'unknown';
  }
};

const COMPANIES = 100;
const PEOPLE_PER_COMPANY = 10;

const p99 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)] ?? NaN;

/** Latency from when each request was due (every `everyMs`), so a blocked event loop counts. */
async function askWhile(
  app: Hono<EngineEnv>,
  busy: () => boolean,
  everyMs = 20,
): Promise<number[]> {
  const times: number[] = [];
  const headers = { authorization: `Bearer ${TOKENS.operator}` };
  let due = performance.now();
  while (busy()) {
    const res = await app.request(`${ENGINE_BASE}/alerts/count`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`alerts/count answered ${res.status}`);
    const now = performance.now();
    times.push(now - due);
    due = Math.max(due + everyMs, now);
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  return times;
}

export async function measureFanout(alerts = 10_000): Promise<FanoutResult> {
  const { engine } = await testEngine({ units: 1000 });
  try {
    await engine.pollNow();
    const { db } = engine.store;
    const units = await db.selectFrom('units').select('guid').execute();
    const companies = Array.from({ length: COMPANIES }, (_, i) => `bench-co-${i}`);
    const people = companies.flatMap((co, c) =>
      Array.from({ length: PEOPLE_PER_COMPANY }, (_, p) => ({
        person_key: `bench-person-${c}-${p}`,
        name: `Person ${c}-${p}`,
        email_on: true,
        email: `p${c}-${p}@example.com`,
        language: ['en', 'nl', 'de'][p % 3]!,
        time_zone: 'Europe/Amsterdam',
        quiet_start: null,
        quiet_end: null,
        repeat_minutes: null,
        companies: null,
        rules: null,
        permissions: JSON.stringify({ [co]: ['equipment.read'] }),
        // Confirmed by a request just now (a snapshot older than 3 days grants nothing).
        permissions_at: Date.now(),
        updated_at: 0,
      })),
    );
    await db.insertInto('notification_settings').values(people).execute();
    const now = Date.now();
    const rows = Array.from({ length: alerts }, (_, i) => ({
      alert_id: `bench-${i}`,
      transition: 'firing' as const,
      at: now,
      rule: 'fault',
      critical: false,
      unit_guid: units[i % units.length]!.guid,
      site_key: null,
      company_guids: [companies[i % COMPANIES]!],
      value: '12 min',
      since: now,
    }));
    // The API alone first: what "not blocked" is compared with.
    let idleUntil = performance.now() + 3000;
    const idle = await askWhile(engineRoutes(engine), () => performance.now() < idleUntil);
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto('alert_transitions')
        .values(rows.slice(i, i + 1000))
        .execute();
    const runner = createNotificationRunner({
      db,
      audit: engine.audit,
      mailer: { send: async () => ({ ok: true }), close: () => undefined },
      mailFrom: 'bench@localhost',
      webhookAllow: [],
      publicUrl: 'http://localhost:5173',
      acknowledged: async () => new Set(),
    });
    let done = false;
    const loadBefore = loadavg();
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const asking = askWhile(engineRoutes(engine), () => !done);
    // As the leader task does: a tick, a pause, the next tick, until nothing is left to send.
    // (Done when a tick finds nothing to plan or send: a scan for rows left would itself stall
    // the loop on 100,000 rows, and it is not what the engine does; checked after the window.)
    for (;;) {
      const tick = await runner.tick(Date.now());
      if (tick.planned + tick.sent + tick.failed === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const fanoutMs = performance.now() - started;
    loop.disable();
    done = true;
    const during = await asking;
    idleUntil = 0;
    const total = await db
      .selectFrom('notification_deliveries')
      .select(db.fn.countAll<number>().as('n'))
      .where('state', '=', 'sent')
      .executeTakeFirstOrThrow();
    return {
      alerts,
      recipients: people.length,
      deliveries: Number(total.n),
      fanoutMs,
      idle: stat(idle),
      during: stat(during),
      p99Idle: p99(idle),
      p99During: p99(during),
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      loadBefore,
      loadAfter: loadavg(),
    };
  } finally {
    await engine.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureFanout(Number(process.argv[2] ?? 10_000));
  console.log(
    `${r.alerts} alerts → ${r.recipients} recipients: ${r.deliveries} deliveries in ${(r.fanoutMs / 1000).toFixed(1)} s; ` +
      `alerts API p99 ${r.p99During.toFixed(1)} ms during (median ${r.during?.median.toFixed(1)} ms, max ${r.during?.max.toFixed(1)} ms, n ${r.during?.n}), ` +
      `p99 ${r.p99Idle.toFixed(1)} ms idle; event-loop delay p99 ${r.loopP99.toFixed(1)} ms, max ${r.loopMax.toFixed(1)} ms; loadavg before ${r.loadBefore}, after ${r.loadAfter}`,
  );
}
