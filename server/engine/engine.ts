// createEngine: the database, the leader lease, the poll loop, leader tasks and the events bus.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Transaction } from 'kysely';
import { createAuditLog, type AuditLog } from './audit/audit-log.ts';
import { EVENTS_CHANNEL, parseEvent, type EngineEvent } from './events.ts';
import { Leadership } from './leader.ts';
import type { EngineOptions } from './options.ts';
import type { FleetPoll } from './poller/fleet-poll.ts';
import { FleetPoller } from './poller/fleet-poller.ts';
import type { ServiceClient } from './service/service-client.ts';
import { openDatabase, type EngineDatabase } from './storage/database.ts';
import { writePoll } from './storage/poll-writes.ts';
import type { Database } from './storage/schema.ts';
import { UnitRowCache } from './storage/unit-rows.ts';

export type { EngineEvent } from './events.ts';
export type { FleetPoll } from './poller/fleet-poll.ts';

export interface LeaderTask {
  name: string;
  everyMs: number;
  run(now: number): Promise<void>;
}

export interface Engine {
  options: EngineOptions;
  store: EngineDatabase;
  service: ServiceClient;
  isLeader(): boolean;
  /** Publishes a change to every process (NOTIFY 'engine_events') and so to SSE clients;
   *  with `trx`, it goes out when that transaction commits. */
  publish(event: EngineEvent, trx?: Transaction<Database>): Promise<void>;
  subscribe(listener: (event: EngineEvent) => void): () => void;
  /** Leader-only periodic work (campaign waves, deliveries, overdue checks). */
  addLeaderTask(task: LeaderTask): void;
  /** Leader-only: called after each completed fleet poll, in order of registration. */
  onPoll(listener: (poll: FleetPoll) => Promise<void>): void;
  audit: AuditLog;
  now(): number;
}

export interface RunningEngine extends Engine {
  /** Joins the leader election and starts the loops. */
  start(): Promise<void>;
  /** Stops the loops, gives the lease up and closes the database. */
  stop(): Promise<void>;
  /** The leader's poll, run now (tests, the bench); resolves with what listeners got. */
  pollNow(): Promise<FleetPoll>;
}

export interface EngineDeps {
  service: ServiceClient;
  /** An open database (tests); else options.database is opened. */
  store?: EngineDatabase;
  now?: () => number;
}

const log = (what: string, error: unknown) =>
  console.error(`[engine] ${what}:`, error instanceof Error ? error.message : error);

/** How long stop() waits for a poll or task in flight before it gives the lease up. */
const STOP_GRACE_MS = 3_000;

export async function createEngine(
  options: EngineOptions,
  deps: EngineDeps,
): Promise<RunningEngine> {
  const store = deps.store ?? (await openDatabase(options.database));
  const now = deps.now ?? Date.now;
  const leadership = new Leadership(
    store.db,
    `${hostname()}:${process.pid}:${randomUUID()}`,
    options.pollIntervalMs,
  );
  const poller = new FleetPoller(deps.service, options.offlineAfterMs);
  const rowCache = new UnitRowCache();
  const subscribers = new Set<(event: EngineEvent) => void>();
  const pollListeners: ((poll: FleetPoll) => Promise<void>)[] = [];
  const tasks: LeaderTask[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const abort = new AbortController();
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  let polling: Promise<FleetPoll> | undefined;

  const track = <T>(p: Promise<T>): Promise<T> => {
    running.add(p);
    void p.finally(() => running.delete(p)).catch(() => undefined);
    return p;
  };

  async function pollOnce(): Promise<FleetPoll> {
    let poll: FleetPoll;
    let written: FleetPoll['written'];
    try {
      const read = await poller.read(abort.signal);
      const at = now();
      // A stopping engine writes nothing more: stop() waits for this poll, then gives the lease up.
      if (stopped) throw new Error('stopping');
      if (leadership.isLeader() || !timers.length)
        written = await writePoll(store, rowCache, read, at, abort.signal);
      poll = {
        at,
        ok: true,
        units: read.units.map((u) => u.unit),
        changed: read.changed,
        ...(written ? { written } : {}),
      };
    } catch (error) {
      if (stopped) throw error;
      log('fleet poll failed', error);
      poll = { at: now(), ok: false, units: [], changed: new Set() };
    }
    for (const listener of pollListeners) {
      if (stopped) break;
      try {
        await listener(poll);
      } catch (error) {
        log('a poll listener failed', error);
      }
    }
    await engine.publish({ type: 'status', companyGuids: [] }).catch((e) => log('publish', e));
    return poll;
  }

  const pollNow = () => (polling ??= track(pollOnce()).finally(() => (polling = undefined)));

  function every(ms: number, fn: () => Promise<unknown>, immediately = false) {
    let busy = false;
    const run = () => {
      if (busy || stopped) return;
      busy = true;
      void track(fn())
        .catch((e) => log('loop', e))
        .finally(() => (busy = false));
    };
    timers.push(setInterval(run, ms));
    if (immediately) run();
  }

  const engine: RunningEngine = {
    options,
    store,
    service: deps.service,
    // Every entry announces itself (with its transaction), so an open /activity shows it live.
    audit: createAuditLog(store.db, now, (entry, trx) =>
      engine.publish(
        { type: 'audit', companyGuids: entry.companyGuid ? [entry.companyGuid] : [] },
        trx,
      ),
    ),
    now,
    isLeader: () => leadership.isLeader(),
    async publish(event, trx) {
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(
        trx ?? store.db,
      );
    },
    subscribe(listener) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    addLeaderTask(task) {
      tasks.push(task);
      if (timers.length) startTask(task);
    },
    onPoll(listener) {
      pollListeners.push(listener);
    },
    pollNow,
    async start() {
      unlisten = await store.listen(EVENTS_CHANNEL, (payload) => {
        const event = parseEvent(payload);
        if (event) for (const s of subscribers) s(event);
      });
      let lastPoll = 0;
      every(
        leadership.renewEveryMs,
        async () => {
          const wasLeader = leadership.isLeader();
          const leader = await leadership.tick();
          // Another leader may have written rows meanwhile: write every row once again.
          if (leader && !wasLeader) rowCache.clear();
          if (leader && !wasLeader)
            console.log(`[engine] this process is the leader now (${leadership.holder})`);
          if (
            leader &&
            Date.now() - lastPoll >= options.pollIntervalMs - leadership.renewEveryMs / 2
          ) {
            lastPoll = Date.now();
            void pollNow().catch((e) => log('poll', e));
          }
        },
        true,
      );
      for (const task of tasks) startTask(task);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const t of timers) clearInterval(t);
      abort.abort();
      // Work in flight gets a few seconds; past that the lease is given up anyway (the process
      // exits next and the database rolls back what it had not committed).
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((r) => setTimeout(r, STOP_GRACE_MS).unref()),
      ]);
      await leadership.release();
      await unlisten?.().catch(() => undefined);
      await store.close();
    },
  };

  function startTask(task: LeaderTask) {
    every(task.everyMs, async () => {
      if (leadership.isLeader()) await task.run(now());
    });
  }

  return engine;
}
