// The engine's API at scale (section `engine`): the alerts list and count with 50,000 alerts in
// the table, and one event fanned out over SSE to 100 connected clients. Runs on an engine that
// polled the fleet (its `units` rows give the alerts real companies).
import { sql } from 'kysely';
import type { RunningEngine } from '../server/engine/engine.ts';
import type { engineRoutes } from '../server/engine/http/routes.ts';
import { TOKENS } from '../server/simulator/fixtures.ts';

export interface EngineApiSample {
  alerts: number;
  /** GET /engine/v1/alerts (firing, the page's default limit), per request. */
  listMs: number[];
  /** GET /engine/v1/alerts/count (the header's number), per request. */
  countMs: number[];
  clients: number;
  /** Per published event: until every client had read it. */
  fanoutMs: number[];
}

type Api = ReturnType<typeof engineRoutes>;

/** `count` firing critical-error alerts over the polled units (several per unit when fewer). */
async function seedAlerts(engine: RunningEngine, count: number, at: number) {
  await sql`
    insert into alerts (key, id, rule, subject, company_guids, unit_guid, site_key, phase, since,
      firing_at, polls, value, detail, updated_at)
    select 'critical-error:' || guid || ':' || k, 'critical-error:' || guid || ':' || k || '@' || ${at}::bigint,
      'critical-error', jsonb_build_object('kind', 'unit', 'guid', guid, 'label', serial),
      company_guids, guid, null, 'firing', ${at}::bigint - n * 1000, ${at}::bigint - n * 500, 3,
      'E' || (n % 97), null, ${at}::bigint
    from (select guid, serial, company_guids, row_number() over (order by guid) as n from units) u
    cross join generate_series(0, ceil(${count}::float / greatest(1, (select count(*) from units)))::int - 1) k
    order by n, k
    limit ${count}
    on conflict (key) do nothing`.execute(engine.store.db);
  // What the alerts area's leader task does every few minutes on PGlite (statistics).
  await sql`analyze alerts`.execute(engine.store.db);
  const row = await sql<{ n: number }>`select count(*)::int as n from alerts`.execute(
    engine.store.db,
  );
  return row.rows[0]!.n;
}

async function timed(api: Api, path: string, token: string): Promise<number> {
  const t = performance.now();
  const res = await api.request(path, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - t;
}

/** Reads an SSE body, calling `onEvent` for each `event:` line. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (text: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const chunk = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (chunk.startsWith('event:')) onEvent(chunk);
    }
  }
}

async function measureFanout(engine: RunningEngine, api: Api, clients: number, events: number) {
  const abort = new AbortController();
  let waiting: { left: number; done: () => void } | undefined;
  const readers: Promise<void>[] = [];
  for (let i = 0; i < clients; i++) {
    const token = [TOKENS.operator, TOKENS.support, TOKENS.owner][i % 3]!;
    const res = await api.request('/engine/v1/events', {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    readers.push(
      readEvents(res.body!, () => {
        if (waiting && --waiting.left === 0) waiting.done();
      }).catch(() => undefined),
    );
  }
  const out: number[] = [];
  for (let i = 0; i < events; i++) {
    const t = performance.now();
    // An event for every user ([] = all), as after each poll.
    await new Promise<void>((done) => {
      waiting = { left: clients, done };
      void engine.publish({ type: 'status', companyGuids: [] });
    });
    out.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  abort.abort();
  await Promise.race([Promise.allSettled(readers), new Promise((r) => setTimeout(r, 1000))]);
  return out;
}

export async function measureEngineApi(
  engine: RunningEngine,
  api: Api,
  opts: { alerts: number; requests: number; clients: number; events: number },
): Promise<EngineApiSample> {
  const alerts = await seedAlerts(engine, opts.alerts, engine.now());
  const listMs: number[] = [];
  const countMs: number[] = [];
  for (const token of [TOKENS.operator, TOKENS.support])
    await timed(api, '/engine/v1/alerts/count', token);
  for (let i = 0; i < opts.requests; i++) {
    const token = i % 2 ? TOKENS.support : TOKENS.operator;
    listMs.push(await timed(api, '/engine/v1/alerts?view=firing', token));
    countMs.push(await timed(api, '/engine/v1/alerts/count', token));
  }
  const fanoutMs = await measureFanout(engine, api, opts.clients, opts.events);
  return { alerts, listMs, countMs, clients: opts.clients, fanoutMs };
}
