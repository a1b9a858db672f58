// The equipment document (endpoints 3, 4, 6) of a unit at a moment.
import { countsByType, logCount } from './device-logs.ts';
import { applyPatch } from './patch.ts';
import type { Location, UnitProfile } from './profile.ts';
import { activeErrorsAt, counterAt, reachedBefore, PINNED_LEAD_MS } from './timeline.ts';
import type { UnitCondition, World } from './world.ts';

export type Doc = Record<string, unknown>;

function meta(p: UnitProfile, updated: number): Doc {
  return {
    index: 'equipment',
    guid: p.guid,
    created: p.created,
    updated,
    removed: 0,
    expiry: 0,
    created_by: { host: 'api.sim.local', resource: {} },
  };
}

/** Unsigned 64-bit values above 2^53 stay bigint; the JSON writer emits their exact digits. */
function exactInteger(value: bigint): number | bigint {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

export function hoursAt(world: World, p: UnitProfile, t: number) {
  const at = p.pinned ? world.t0 : t;
  return p.hours.map((h) => {
    const changedAt = world.partChanges.get(`${p.guid} ${h.type}`);
    return {
      type: h.type,
      // A part changed by request counts from 0 at the change (admin part-change).
      value:
        changedAt === undefined
          ? counterAt(h.base, h.rate, at, world.t0, reachedBefore(h.limit))
          : counterAt(0, h.rate, Math.max(at, changedAt), changedAt),
      ...(h.limit ? { limit: h.limit } : {}),
    };
  });
}

export function logCountsAt(world: World, p: UnitProfile, t: number) {
  // Pinned units stop living (and logging) half an hour before the world started.
  const at = p.pinned ? world.t0 - PINNED_LEAD_MS : Math.min(t, world.lastContact(p, t));
  const counts = countsByType(p, logCount(p, at));
  for (const x of world.visibleExtras(p, t)) counts[x.type] += 1;
  return counts;
}

function malformed(p: UnitProfile): Doc {
  return {
    app: 'sunbed',
    serial: p.serial,
    alias: 42,
    model: p.model,
    type: p.type,
    company_guids: [...p.companies],
    device: { guid: p.device?.guid, serial: 1234, last_ping: 'yesterday', type: 'CONNECT_MODULE' },
    location: 'Amsterdam',
    specifications: { colors: 'white', options: 'all' },
    controller: {
      state: 'x',
      active_errors: '0x20000',
      timestamp: 'now',
      hours: 'a lot',
      logs: 'many',
      communication: { timeout: 'sometimes' },
      release: { type: 7, version: 4.9, hash: false },
    },
    settings: { volume: 'loud' },
  };
}

// Which units lack a place_id or a geometry is decided where the location is made (salons.ts).
function locationOf(location: Location): Doc {
  return JSON.parse(JSON.stringify(location)) as Doc;
}

/** The time-dependent values of a unit's document, shared by the object and the text writer. */
export function facts(world: World, p: UnitProfile, now: number) {
  const contact = world.lastContact(p, now);
  const known = Number.isFinite(contact);
  return {
    // Real fleets are sparse: generated units omit some optional fields; showcase units have all.
    full: p.pinned,
    ping: world.lastPing(p, now),
    state: world.momentAt(p, now).code,
    activeErrors: activeErrorsAt(p, known ? Math.min(now, contact) : now),
    timestamp: Math.floor((known ? contact : p.created) / 1000),
    logs: logCountsAt(world, p, now),
    hours: hoursAt(world, p, now).map(({ type, value }) => ({ type, value })),
    release: world.release(p, now),
  };
}

export function equipmentDocument(world: World, p: UnitProfile, now: number): Doc {
  const patch = world.patches.get(p.guid);
  let doc: Doc;
  if (p.custom === 'minimal') {
    doc = { _meta: meta(p, p.created), app: p.app, serial: p.serial, model: p.model, type: p.type };
  } else if (p.custom === 'malformed') {
    doc = { _meta: meta(p, p.created), ...malformed(p) };
  } else {
    const { full, ping, state, activeErrors, timestamp, logs, hours, release } = facts(
      world,
      p,
      now,
    );
    const controller: Doc = {};
    if (state !== undefined) controller.state = state;
    controller.active_errors = exactInteger(activeErrors);
    controller.timestamp = timestamp;
    controller.logs = logs;
    controller.communication = { timeout: p.kind === 'timeout' };
    controller.hours = hours;
    controller.release = release;
    doc = {
      _meta: meta(p, Math.max(ping ?? p.created, patch?.at ?? 0)),
      app: p.app,
      serial: p.serial,
      ...(p.alias === undefined ? {} : { alias: p.alias }),
      model: p.model,
      type: p.type,
      company_guids: [...p.companies],
      ...(p.device ? { device: { ...p.device, last_ping: ping } } : {}),
      ...(full || p.key & 1 ? { specifications: { colors: p.colors, options: p.options } } : {}),
      ...(p.location ? { location: locationOf(p.location) } : {}),
      controller,
      ...(full || (p.key & 12) === 12 ? { settings: p.settings } : {}),
    };
  }
  if (patch) {
    applyPatch(doc, patch.ops);
    (doc._meta as Doc).updated = Math.max((doc._meta as Doc).updated as number, patch.at);
  }
  const condition = world.conditions.get(p.guid);
  if (condition) applyCondition(doc, condition);
  return doc;
}

/** Test-set conditions (POST /api/__admin/units/:guid/condition) for alerts and the board. */
function applyCondition(doc: Doc, c: UnitCondition): void {
  (doc._meta as Doc).updated = c.at;
  const controller = (doc.controller ?? (doc.controller = {})) as Doc;
  if (c.kind === 'offline') {
    const device = (doc.device ??
      (doc.device = { guid: `sim-device-${String(doc.serial)}` })) as Doc;
    device.last_ping = c.at - c.pingAgoMs;
  } else if (c.kind === 'critical-error') {
    // Bit 0 (E0, software error) is critical in the catalog.
    controller.active_errors = 1;
  } else {
    // fault: controller error (health class "fault"); state: the code the test asked for.
    controller.state = c.kind === 'state' ? (c.code ?? 10) : 6;
    controller.communication = { timeout: false };
  }
}
