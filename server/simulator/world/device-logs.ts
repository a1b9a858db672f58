// Device logs (endpoints 11, 12): log k of a unit is a pure function of (unit, k); nothing stored.
import { CATALOG_BY_BIT, ERROR_CATALOG } from '../catalog.ts';
import { SHOWCASE } from '../fixtures.ts';
import { Rng, hash32, hex, toUnit } from '../random.ts';
import { cycleTypes, sessionIn, slotAt, slotDate } from './sessions.ts';
import type { LogType, UnitProfile } from './profile.ts';
import { counterAt, momentAt, reachedBefore } from './timeline.ts';

export const LOG_TYPES: readonly LogType[] = ['parameter', 'boot', 'session', 'error', 'event'];
export const HTML_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert("xss")</script>',
] as const;

/** Logs added by the world (reset, update, edits): kept in memory, few per unit. */
export interface ExtraLog {
  type: LogType;
  date: number;
  json: Record<string, unknown>;
}

/** log_date of generated log k (sessions.ts: in opening hours, sessions on the heat timeline). */
export function dateOf(p: UnitProfile, k: number): number {
  return slotDate(p, k);
}

/** Number of generated logs that exist at time t. */
export function logCount(p: UnitProfile, t: number): number {
  if (!p.device && p.custom !== 'malformed') return 0;
  if (p.logs.fixedCount !== undefined) return p.logs.fixedCount;
  if (t < p.logs.originMs) return 0;
  const k = slotAt(p, t);
  if (k < 0) return 0;
  // Log k may be written after t (a session still running); logs before it are all written.
  return k + (dateOf(p, k) <= t ? 1 : 0);
}

export { cycleTypes };

export function typeOf(p: UnitProfile, k: number): LogType {
  const n = p.logs.pattern.length;
  return cycleTypes(p, Math.floor(k / n))[k % n] ?? 'event';
}

export function countsByType(p: UnitProfile, count: number): Record<LogType, number> {
  const n = p.logs.pattern.length;
  const full = Math.floor(count / n);
  const counts: Record<LogType, number> = { parameter: 0, boot: 0, session: 0, error: 0, event: 0 };
  for (const type of p.logs.pattern) counts[type] += full;
  for (const type of cycleTypes(p, full).slice(0, count % n)) counts[type] += 1;
  return counts;
}

/** Maximum temperature canopy (E10), bench (E9), shoulder tanner (E29), climate (E34), LEDs (E35). */
const HOT_BITS = [9, 8, 29, 33, 35];
const PROGRAMS = ['Tan', 'Tan + Collagen', 'Express', 'Relax', 'Intensive'];
const EVENTS: readonly [string, string][] = [
  ['EV_DOOR', 'Canopy opened'],
  ['EV_BUTTON', 'Start button pressed'],
  ['EV_SD_MOUNT', 'SD card mounted'],
  ['EV_WIFI', 'Device link re-established'],
  ['EV_FAN', 'Body cooling fan speed changed'],
  ['EV_COIN', 'Payment terminal credit received'],
];

export function jsonFor(p: UnitProfile, type: LogType, k: number, date: number, t0: number) {
  const rng = new Rng(hash32(p.key, k, 19));
  switch (type) {
    case 'session': {
      // The same session the temperature timeline heats the lamps for (sessions.ts).
      const slot = sessionIn(p, k);
      const sessionTime = slot?.sessionS ?? rng.int(8, p.cycle.sessionMax) * 60 - rng.int(0, 59);
      const pauses = slot?.pauses ?? (rng.chance(0.3) ? rng.int(1, 2) : 0);
      const pauseTime = slot?.pauseS ?? (pauses ? rng.int(40, 180) : 0);
      const counters = p.hours
        .filter((h) => h.type !== 'operating')
        .map((h) => ({
          type: h.type,
          value: counterAt(h.base, h.rate, date, t0, reachedBefore(h.limit)),
        }));
      return {
        json: {
          program: rng.pick(PROGRAMS),
          intensity: rng.int(70, 100),
          facial: p.options.includes('facial-tanner') && rng.chance(0.7),
          aqua_cool: p.options.includes('aqua-cool') && rng.chance(0.5),
          session_time: sessionTime,
          pause_time: pauseTime,
        },
        session: {
          session_time: sessionTime,
          pause_time: pauseTime,
          pause_times: pauses,
          minute_counters: counters,
        },
      };
    }
    case 'boot':
      return {
        json: {
          release: { ...p.release },
          files_version: p.release.version,
          reason: rng.pick(['power-on', 'power-on', 'watchdog', 'reset']),
          uptime_before_s: rng.int(600, 1_209_600),
        },
      };
    case 'parameter':
      return {
        json: {
          source: rng.pick(['panel', 'panel', 'remote']),
          changed: [rng.pick(p.settings.map((s) => s.name))],
          settings: Object.fromEntries(p.settings.map((s) => [s.name, s.value])),
        },
      };
    case 'error': {
      // Errors that happen while the lamps are hot are mostly over-temperature ones, so an error
      // marker on the temperature charts sits on a peak (a separate hash keeps rng's sequence).
      // An overheating session (sessions.ts) always ends in one, logged at the spike.
      const hot =
        sessionIn(p, k)?.overheat ||
        (momentAt(p, date, t0).heat > 0.6 && toUnit(hash32(p.key, k, 29)) < 0.8)
          ? CATALOG_BY_BIT.get(HOT_BITS[hash32(p.key, k, 30) % HOT_BITS.length]!)
          : undefined;
      const item =
        hot ??
        (rng.chance(0.6) && p.baseErrors ? CATALOG_BY_BIT.get(lowestBit(p.baseErrors)) : undefined);
      const entry = item ?? rng.pick(ERROR_CATALOG);
      return {
        json: {
          error_id: entry.error_id,
          description: entry.description,
          critical: entry.critical,
          active_error_bit: entry.active_error_bit,
          active: rng.chance(0.55),
        },
      };
    }
    default: {
      const [code, message] = rng.pick(EVENTS);
      const html = p.guid === SHOWCASE.errors.guid;
      return {
        json: {
          level: 'debug',
          code,
          message: html ? HTML_PAYLOADS[0] : message,
          ...(html ? { note: HTML_PAYLOADS[1] } : {}),
          uptime_s: rng.int(10, 900_000),
          free_heap: rng.int(18_000, 64_000),
        },
      };
    }
  }
}

function lowestBit(value: bigint): number {
  let bit = 0;
  while (bit < 64 && !((value >> BigInt(bit)) & 1n)) bit++;
  return bit;
}

/** Log guids carry their index (last group) and whether the world added them (variant b). */
export function logGuid(p: UnitProfile, k: number, extra: boolean): string {
  const a = hash32(p.key, k, extra ? 23 : 22);
  return `${hex(a, 8)}-${hex(a >>> 3, 4)}-4${hex(a >>> 7, 3)}-${extra ? 'b' : 'a'}${hex(a >>> 11, 3)}-${k.toString(16).padStart(12, '0')}`;
}

export function parseLogGuid(guid: string): { k: number; extra: boolean } | undefined {
  const m = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-([ab])[0-9a-f]{3}-([0-9a-f]{12})$/.exec(guid);
  if (!m?.[1] || !m[2]) return undefined;
  return { k: parseInt(m[2], 16), extra: m[1] === 'b' };
}

export function deviceLogDocument(
  p: UnitProfile,
  k: number,
  t0: number,
  extra?: ExtraLog,
): Record<string, unknown> {
  const type = extra?.type ?? typeOf(p, k);
  const date = extra?.date ?? dateOf(p, k);
  const guid = logGuid(p, k, extra !== undefined);
  const body = extra ? { json: extra.json } : jsonFor(p, type, k, date, t0);
  const deviceGuid = p.device?.guid ?? '00000000-0000-4000-8000-000000000000';
  return {
    _meta: {
      index: 'device_logs',
      guid,
      created: date + 1_500,
      updated: date + 1_500,
      removed: 0,
      expiry: 0,
      created_by: { host: 'ingest.sim.local', resource: { guid: deviceGuid, index: 'devices' } },
    },
    device_guid: deviceGuid,
    equipment_guid: p.guid,
    type,
    log_id: extra ? 1_000_000 + k : k + 1,
    controller_serial: p.controllerSerial,
    log_date: date,
    json_data: body.json,
    ...('session' in body ? { session: body.session } : {}),
  };
}
