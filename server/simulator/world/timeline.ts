// How a unit behaves over time, as pure functions of (profile, t): sessions, state, heat, errors.
import { hash32, toUnit } from '../random.ts';
import type { UnitProfile } from './profile.ts';
import { sessionAt, type SlotSession } from './sessions.ts';

const MIN = 60_000;
const HOUR = 3_600_000;
const HEAT_TAU = 4 * MIN;
const COOL_TAU = 7 * MIN;
const COOLDOWN = 3 * MIN;
const TRANSIENT_BITS = [15, 16, 27, 13, 32, 34, 36];

/** Pinned units show their fixed state from 30 minutes before the world started. */
export const PINNED_LEAD_MS = 30 * MIN;

interface Session {
  skipped: boolean;
  sessionMs: number;
  pauseAtMs: number;
  pauseMs: number;
  cleaningMs: number;
}

function localHour(p: UnitProfile, t: number): number {
  const offset = p.location?.timezone_offset ?? 0;
  return Math.floor((t / 1000 + offset) / 3600) % 24;
}

function sessionOf(p: UnitProfile, cycle: number, cycleStart: number): Session {
  const h = hash32(p.key, cycle, 3);
  const hour = localHour(p, cycleStart);
  const skipped = toUnit(hash32(p.key, cycle, 4)) < p.cycle.skip || hour < 8 || hour >= 22;
  const span = p.cycle.sessionMax - p.cycle.sessionMin + 1;
  const sessionMs = (p.cycle.sessionMin + ((h >>> 8) % span)) * MIN;
  const paused = (h >>> 16) % 10 < 3;
  return {
    skipped,
    sessionMs,
    pauseAtMs: Math.floor(sessionMs / 2),
    pauseMs: paused ? (1 + ((h >>> 20) % 3)) * MIN : 0,
    cleaningMs: (h >>> 24) % 4 === 0 ? 5 * MIN : 0,
  };
}

export interface Moment {
  code: number | undefined;
  /** 0 = lamps cold, 1 = lamps at their peak */
  heat: number;
}

function afterSession(s: Session, sinceEnd: number): number {
  return (1 - Math.exp(-s.sessionMs / HEAT_TAU)) * Math.exp(-sinceEnd / COOL_TAU);
}

/** The sessions of the unit's session logs (sessions.ts), in its salon's opening hours. */
export function livingAt(p: UnitProfile, t: number): Moment {
  if (p.logs.fixedCount !== undefined) return periodicAt(p, t);
  const s = sessionAt(p, t);
  if (s) return inSession(s, t);
  return { code: 10, heat: 0 };
}

/** An overheating session climbs this far above a normal peak (heat 1) in its last minutes. */
const OVERSHOOT = 0.45;
const OVERSHOOT_MS = 3 * MIN;

function inSession(s: SlotSession, t: number): Moment {
  const pos = t - s.start;
  const sessionMs = s.sessionS * 1000;
  const pauseMs = s.pauseS * 1000;
  const pauseAt = Math.floor(sessionMs / 2);
  const spike = (lampsOn: number) =>
    s.overheat ? OVERSHOOT * Math.min(1, Math.max(0, 1 - (sessionMs - lampsOn) / OVERSHOOT_MS)) : 0;
  const heatOn = (lampsOn: number) => 1 - Math.exp(-lampsOn / HEAT_TAU) + spike(lampsOn);
  if (pos < sessionMs + pauseMs) {
    if (pauseMs > 0 && pos >= pauseAt && pos < pauseAt + pauseMs) {
      return { code: 13, heat: heatOn(pauseAt) * Math.exp(-(pos - pauseAt) / COOL_TAU) };
    }
    return {
      code: 11,
      heat: heatOn(pos >= pauseAt + pauseMs && pauseMs > 0 ? pos - pauseMs : pos),
    };
  }
  const since = pos - sessionMs - pauseMs;
  const code = since < COOLDOWN ? 12 : since < COOLDOWN + s.cleaningMs ? 14 : 10;
  return { code, heat: heatOn(sessionMs) * Math.exp(-since / COOL_TAU) };
}

/** Units whose logs are spaced evenly (a fixed count): a plain cycle during 8–22 h. */
function periodicAt(p: UnitProfile, t: number): Moment {
  const { periodMs, phaseMs } = p.cycle;
  const shifted = t + phaseMs;
  const c = Math.floor(shifted / periodMs);
  const pos = shifted - c * periodMs;
  const s = sessionOf(p, c, t - pos);
  if (s.skipped) {
    const prev = sessionOf(p, c - 1, t - pos - periodMs);
    const since = pos + periodMs - prev.sessionMs - prev.pauseMs;
    return { code: 10, heat: prev.skipped ? 0 : afterSession(prev, since) };
  }
  const active = s.sessionMs + s.pauseMs;
  if (pos < active) {
    const pauseEnd = s.pauseAtMs + s.pauseMs;
    if (s.pauseMs > 0 && pos >= s.pauseAtMs && pos < pauseEnd) {
      const heat =
        (1 - Math.exp(-s.pauseAtMs / HEAT_TAU)) * Math.exp(-(pos - s.pauseAtMs) / COOL_TAU);
      return { code: 13, heat };
    }
    const lampsOn = pos >= pauseEnd ? pos - s.pauseMs : pos;
    return { code: 11, heat: 1 - Math.exp(-lampsOn / HEAT_TAU) };
  }
  const since = pos - active;
  const code = since < COOLDOWN ? 12 : since < COOLDOWN + s.cleaningMs ? 14 : 10;
  return { code, heat: afterSession(s, since) };
}

/** State code and heat at time t, before any reset/update in progress is applied. */
export function momentAt(p: UnitProfile, t: number, t0: number): Moment {
  if (p.pinned) {
    if (t < t0 - PINNED_LEAD_MS) return livingAt(p, t);
    const heat = p.stateCode === 11 ? 1 - Math.exp(-(t - t0 + PINNED_LEAD_MS) / HEAT_TAU) : 0;
    return {
      code: p.stateCode,
      heat:
        p.stateCode === 10
          ? livingAt(p, t0 - PINNED_LEAD_MS).heat * Math.exp(-(t - t0 + PINNED_LEAD_MS) / COOL_TAU)
          : heat,
    };
  }
  switch (p.kind) {
    case 'offline':
      return livingAt(p, Math.min(t, p.lastPingFixed ?? t));
    case 'timeout': {
      const silent = p.controllerSilentSince ?? t;
      return t < silent ? livingAt(p, t) : { code: livingAt(p, silent).code, heat: 0 };
    }
    case 'fixed': {
      // Odd states (cleaning, warning, ...) come and go in windows of four hours, between the
      // sessions of the unit's session logs (those still heat the lamps).
      const inOddWindow = hash32(p.key, Math.floor(t / (4 * HOUR)), 9) % 10 < 7;
      const living = livingAt(p, t);
      return inOddWindow && living.code === 10 ? { code: p.stateCode, heat: living.heat } : living;
    }
    default:
      return livingAt(p, t);
  }
}

export function lastPingAt(p: UnitProfile, t: number): number | undefined {
  if (!p.device) return undefined;
  if (p.kind === 'offline' && p.lastPingFixed !== undefined) return Math.min(t, p.lastPingFixed);
  return Math.floor((t - p.pingPhaseMs) / 30_000) * 30_000 + p.pingPhaseMs;
}

/** Active error bits at t: the unit's lasting errors plus transient ones that clear again. */
export function activeErrorsAt(p: UnitProfile, t: number): bigint {
  if (p.pinned || !p.transientErrors) return p.baseErrors;
  const windowMs = 6 * HOUR;
  const w = Math.floor((t + p.cycle.phaseMs) / windowMs);
  const h = hash32(p.key, w, 5);
  if (h % 100 >= 12) return p.baseErrors;
  const start = w * windowMs - p.cycle.phaseMs + ((h >>> 8) % 180) * MIN;
  const end = start + (20 + ((h >>> 16) % 120)) * MIN;
  const bit = TRANSIENT_BITS[(h >>> 24) % TRANSIENT_BITS.length] ?? 15;
  return t >= start && t < end ? p.baseErrors | (1n << BigInt(bit)) : p.baseErrors;
}

/**
 * Hour counter value in minutes at t; pinned units stay at their t0 values. Before the counter's
 * zero the part was a different one: with `reached` (what the old part reached) the counter drops
 * from it to 0 at that moment, the part change the service board's history shows.
 */
export function counterAt(
  base: number,
  rate: number,
  t: number,
  t0: number,
  reached?: number,
): number {
  const value = Math.round(base + ((t - t0) * rate) / MIN);
  return Math.max(0, value < 0 && reached !== undefined ? reached + value : value);
}

/** What the part before the current one reached: a little past its limit (counters with one). */
export const reachedBefore = (limit: number | undefined) =>
  limit === undefined ? undefined : Math.round(limit * 1.02);
