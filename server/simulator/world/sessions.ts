// Log slots: generated log k of a unit owns a stretch of busy time (business-hours.ts). A session
// runs inside its session log's slot and the log is written when it ends, so the session logs and
// the lamp heat the temperature logs show are the same sessions. Some error slots hold a session
// that overheats: the error is logged at the temperature spike and the lamps switch off.
import { Rng, hash32, toUnit } from '../random.ts';
import { busyAt, busyWeek, realAt, type BusyWeek } from './business-hours.ts';
import type { LogType, UnitProfile } from './profile.ts';

const MIN = 60_000;
export const COOLDOWN_MS = 3 * MIN;
/** Busy-time width of a slot that holds no session, relative to a session slot. */
const OTHER_WIDTH = 0.3;
/** Share of error slots whose error is an overheating session. */
const OVERHEAT_SHARE = 0.5;

export interface SlotSession {
  /** lamps on (real ms) */
  start: number;
  sessionS: number;
  pauseS: number;
  pauses: number;
  cleaningMs: number;
  /** start + session + pause: the log's log_date */
  end: number;
  /** the session ended in an over-temperature error at `end` */
  overheat: boolean;
}

interface UnitSlots {
  originMs: number;
  intervalMs: number;
  offset: number;
  week: BusyWeek;
  busyOrigin: number;
  cycleWidth: number;
  cycle: number;
  types: LogType[];
  /** made on a unit's second look-up: a fleet listing asks each unit once (100,000 of them) */
  sessions: Map<number, SlotSession | null> | undefined;
  /** slot k → the latest session of the slots before it (the lamps may still be warm) */
  before: Map<number, SlotSession | null> | undefined;
  lookups: number;
  /** the slot slotAt found last and its busy span (from the origin): minutes come in order */
  lastK: number;
  lastFrom: number;
  lastTo: number;
}

const units = new Map<number, UnitSlots>();

/**
 * Busy ms of a session slot: busy units (dense logs) 45 min, about 11 sessions a weekday; quiet
 * ones up to about 3.2 h, two or three a day. At the busiest hour (weight 2.1) a 45-minute slot
 * is 21 real minutes: a session, the cooldown and the next customer.
 */
function sessionWidth(p: UnitProfile): number {
  if (p.logs.fixedCount !== undefined) return p.logs.intervalMs;
  return 45 * MIN + Math.max(0, p.logs.intervalMs - 16 * MIN) * 1.6;
}

function widthOf(p: UnitProfile, type: LogType, width: number): number {
  if (p.logs.fixedCount !== undefined || type === 'session' || type === 'error') return width;
  return width * OTHER_WIDTH;
}

function slotsOf(p: UnitProfile): UnitSlots {
  let u = units.get(p.key);
  // Another world (other start, other UTC offset) may hold a unit with the same key.
  if (
    !u ||
    u.originMs !== p.logs.originMs ||
    u.intervalMs !== p.logs.intervalMs ||
    u.offset !== (p.location?.timezone_offset ?? 0)
  ) {
    if (units.size > 200_000) units.clear();
    const week = busyWeek(p);
    const width = sessionWidth(p);
    u = {
      originMs: p.logs.originMs,
      intervalMs: p.logs.intervalMs,
      offset: p.location?.timezone_offset ?? 0,
      week,
      busyOrigin: busyAt(week, p.logs.originMs),
      cycleWidth: p.logs.pattern.reduce((sum, type) => sum + widthOf(p, type, width), 0),
      cycle: -1,
      types: [],
      sessions: undefined,
      before: undefined,
      lookups: 0,
      lastK: -1,
      lastFrom: 0,
      lastTo: 0,
    };
    units.set(p.key, u);
  }
  return u;
}

function shuffled(p: UnitProfile, cycle: number): LogType[] {
  const out = [...p.logs.pattern];
  const rng = new Rng(hash32(p.key, cycle, 17));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j] as LogType, out[i] as LogType];
  }
  return out;
}

/** The log types of one cycle of the unit's pattern, shuffled per cycle (the last one cached). */
export function cycleTypes(p: UnitProfile, cycle: number): LogType[] {
  const u = slotsOf(p);
  if (u.cycle !== cycle) {
    u.types = shuffled(p, cycle);
    u.cycle = cycle;
  }
  return u.types;
}

/** Busy time at which slot k starts, and its busy width. */
function slotBusy(p: UnitProfile, k: number): { start: number; width: number } {
  const u = slotsOf(p);
  const n = p.logs.pattern.length;
  const c = Math.floor(k / n);
  const types = cycleTypes(p, c);
  const width = sessionWidth(p);
  let start = u.busyOrigin + c * u.cycleWidth;
  for (let i = 0; i < k % n; i++) start += widthOf(p, types[i] ?? 'event', width);
  return { start, width: widthOf(p, types[k % n] ?? 'event', width) };
}

/** The slot whose busy span holds real time t (-1 before the first). */
export function slotAt(p: UnitProfile, t: number): number {
  const u = slotsOf(p);
  const into = busyAt(u.week, t) - u.busyOrigin;
  if (into < 0) return -1;
  if (into >= u.lastFrom && into < u.lastTo) return u.lastK;
  const c = Math.floor(into / u.cycleWidth);
  const types = cycleTypes(p, c);
  const width = sessionWidth(p);
  let acc = c * u.cycleWidth;
  const n = types.length;
  for (let i = 0; i < n; i++) {
    const from = acc;
    acc += widthOf(p, types[i] ?? 'event', width);
    if (acc > into || i === n - 1) {
      u.lastK = c * n + i;
      u.lastFrom = from;
      u.lastTo = acc;
      return u.lastK;
    }
  }
  return c * n + n - 1;
}

/** The session slot k holds (a session log, or an error log of an overheating session). */
export function sessionIn(p: UnitProfile, k: number): SlotSession | undefined {
  if (k < 0 || p.logs.fixedCount !== undefined) return undefined;
  const u = slotsOf(p);
  const cached = u.sessions?.get(k);
  if (cached !== undefined) return cached ?? undefined;
  const n = p.logs.pattern.length;
  const type = cycleTypes(p, Math.floor(k / n))[k % n];
  const overheat = type === 'error' && toUnit(hash32(p.key, k, 43)) < OVERHEAT_SHARE;
  let s: SlotSession | null = null;
  if (type === 'session' || overheat) {
    const slot = slotBusy(p, k);
    const h = hash32(p.key, k, 3);
    // Starts early in its slot (in opening hours) so it can run before the next slot begins.
    const start = realAt(u.week, slot.start + toUnit(hash32(p.key, k, 13)) * 0.15 * slot.width);
    const slotEnd = realAt(u.week, slot.start + slot.width);
    const span = p.cycle.sessionMax - 8 + 1;
    const wanted = overheat
      ? 300 + ((h >>> 8) % 300)
      : (8 + ((h >>> 8) % span)) * 60 - ((h >>> 4) % 60);
    const pauses = !overheat && (h >>> 16) % 10 < 3 ? 1 + ((h >>> 20) % 2) : 0;
    const pauseS = pauses ? 40 + ((h >>> 21) % 141) : 0;
    const cleaningMs = !overheat && (h >>> 24) % 4 === 0 ? 5 * MIN : 0;
    const room = slotEnd - start - COOLDOWN_MS - cleaningMs - MIN - pauseS * 1000;
    const sessionS = Math.max(60, Math.min(wanted, Math.floor(room / 1000)));
    s = {
      start,
      sessionS,
      pauseS,
      pauses,
      cleaningMs,
      end: start + (sessionS + pauseS) * 1000,
      overheat,
    };
  }
  if (u.sessions) {
    if (u.sessions.size > 4_096) u.sessions.clear();
    u.sessions.set(k, s);
  }
  return s ?? undefined;
}

/** log_date of generated log k: a session's end, else a point early in its slot. */
export function slotDate(p: UnitProfile, k: number): number {
  const s = sessionIn(p, k);
  if (s) return s.end;
  const slot = slotBusy(p, k);
  return Math.floor(
    realAt(slotsOf(p).week, slot.start + toUnit(hash32(p.key, k, 13)) * slot.width * 0.8),
  );
}

/** The latest session started by t: the one of t's slot, else of the few slots before it. */
export function sessionAt(p: UnitProfile, t: number): SlotSession | undefined {
  const u = slotsOf(p);
  if (++u.lookups === 2) {
    u.sessions = new Map();
    u.before = new Map();
  }
  const k = slotAt(p, t);
  if (k < 0) return undefined;
  const own = sessionIn(p, k);
  if (own && own.start <= t) return own;
  let prev = u.before?.get(k);
  if (prev === undefined) {
    prev = null;
    // Eight slots back the lamps have long cooled.
    for (let j = k - 1; j >= 0 && j > k - 8 && !prev; j--) prev = sessionIn(p, j) ?? null;
    if (u.before) {
      if (u.before.size > 4_096) u.before.clear();
      u.before.set(k, prev);
    }
  }
  return prev ?? undefined;
}
