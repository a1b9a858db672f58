// Test kit for the campaigns area: an in-memory database with units, a clock, and a fake service
// whose units play out commands (update: copy files → new version; reset: power-up → booted).
import { sql } from 'kysely';
import { createAuditLog } from '../audit/audit-log.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import type { CampaignDeps, CampaignService } from './campaign-deps.ts';
import type { Caller } from './campaign-create.ts';

export const T0 = Date.UTC(2026, 0, 15, 12, 0);

interface FakeUnit {
  state: number;
  version: string;
  boots: number;
  /** Remaining reads until a command's effect settles. */
  settleIn: number;
  action?: 'update' | 'reset';
}

export function fakeService(clock: { now: number }, guids: string[]) {
  const units = new Map<string, FakeUnit>(
    guids.map((g) => [g, { state: 10, version: '4.9.0', boots: 3, settleIn: 0 }]),
  );
  const received = new Map<string, number>();
  const refuse = new Set<string>();
  /** Units whose reads answer this status (404, 403) instead of the document. */
  const readStatus = new Map<string, number>();
  /** Requests that never answer (the process "dies" while waiting); `apply` = the unit got it. */
  const hang = new Map<string, { apply: boolean }>();
  const service: CampaignService = {
    async get(path) {
      const guid = decodeURIComponent(path.split('/')[3]!);
      const u = units.get(guid);
      if (!u) return { status: 404 };
      const forced = readStatus.get(guid);
      if (forced) return { status: forced };
      if (u.action && u.settleIn-- <= 0) {
        if (u.action === 'update') u.version = '5.0.0';
        else u.boots++;
        u.state = 10;
        u.action = undefined;
      }
      return {
        status: 200,
        body: {
          device: { guid: `d-${guid}`, last_ping: clock.now },
          controller: { state: u.state, release: { version: u.version }, logs: { boot: u.boots } },
        },
      };
    },
    async send(_method, path) {
      const [, , , guid, , action] = path.split('/') as string[];
      const g = decodeURIComponent(guid!);
      const h = hang.get(g);
      if (h && !h.apply) return new Promise(() => undefined);
      received.set(g, (received.get(g) ?? 0) + 1);
      if (refuse.has(g)) return { status: 500, error: 'HTTP 500' };
      const u = units.get(g)!;
      u.action = action as 'update' | 'reset';
      u.state = action === 'update' ? 8 : 0;
      u.settleIn = 1;
      if (h) return new Promise(() => undefined);
      return { status: 204 };
    },
  };
  return { service, units, received, refuse, hang, readStatus };
}

let shared: EngineDatabase | undefined;

/** One memory database per test file (opening PGlite takes seconds), emptied for each world. */
export async function campaignWorld(guids: Record<string, string[]>) {
  shared ??= await openDatabase('memory');
  const store = shared;
  await sql`truncate units, campaign_units, campaigns, audit_log`.execute(store.db);
  const clock = { now: T0 };
  const all = Object.values(guids).flat();
  for (const [company, list] of Object.entries(guids))
    for (const guid of list)
      await store.db
        .insertInto('units')
        .values({
          guid,
          company_guids: [company],
          serial: `S-${guid}`,
          alias: null,
          site_key: null,
          site_name: null,
          state: 'stand-by',
          release: '4.9.0',
          seen_at: T0,
          unit: JSON.stringify({ guid }),
          updated_at: T0,
        })
        .execute();
  const fake = fakeService(clock, all);
  const events: string[] = [];
  const deps: CampaignDeps = {
    db: store.db,
    service: fake.service,
    audit: createAuditLog(store.db, () => clock.now),
    publish: async (e) => void events.push(e.id ?? ''),
    now: () => clock.now,
  };
  return { store, clock, deps, fake, events };
}

export function caller(key: string, perms: Record<string, string[]>): Caller {
  return {
    key,
    email: `${key}@example.com`,
    name: key[0]!.toUpperCase() + key.slice(1),
    permissions: new Map(Object.entries(perms).map(([c, ids]) => [c, new Set(ids)])),
  };
}

export const ALL = ['equipment.read', 'controller.update', 'controller.reset'];

export const form = (name: string, over: Record<string, string> = {}) => ({
  name,
  action: 'update' as 'update' | 'reset',
  expectedVersion: '',
  firstWave: '2',
  growth: '2',
  maxBusy: '2',
  soakMinutes: '0',
  failurePct: '50',
  quietHours: '',
  waitMinutes: '60',
  ...over,
});
