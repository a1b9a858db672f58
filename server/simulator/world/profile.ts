// The static description of one unit; everything time-dependent is derived from it on demand.
import { ERROR_CATALOG } from '../catalog.ts';
import { Rng, hash32, hex } from '../random.ts';
import { COMPANIES } from '../fixtures.ts';
import { COLORS, MODELS, PLACES, RELEASES, SALONS, timezoneOffsetSeconds } from './catalogs.ts';
import type { Location } from './location.ts';
import { salonSlot, salonUnit } from './salons.ts';

export type { Geometry, Location } from './location.ts';

export type UnitKind = 'living' | 'fixed' | 'offline' | 'no-device' | 'timeout';
export type LogType = 'parameter' | 'boot' | 'session' | 'error' | 'event';
export type DeviceType = 'SERVICE_MODULE' | 'CONNECT_MODULE';

export interface HourCounter {
  type: string;
  /** minutes at t0 */
  base: number;
  /** minutes gained per minute of wall time */
  rate: number;
  limit?: number;
}

export interface UnitProfile {
  index: number;
  guid: string;
  serial: string;
  controllerSerial: number;
  companies: readonly string[];
  /** Pinned units never change on their own: fixed state, errors, counters and log counts. */
  pinned: boolean;
  key: number;
  kind: UnitKind;
  /** State code when fixed, pinned, or last known before going offline. */
  stateCode: number | undefined;
  app: string;
  model: string;
  type: string;
  alias: string | undefined;
  colors: { name: string; code: string }[];
  options: readonly string[];
  settings: { name: string; value: number | string | boolean }[];
  location: Location | undefined;
  device: { guid: string; serial: string; type: DeviceType } | undefined;
  release: { type: string; version: string | null; hash: string | null };
  baseErrors: bigint;
  transientErrors: boolean;
  created: number;
  cycle: {
    periodMs: number;
    phaseMs: number;
    sessionMin: number;
    sessionMax: number;
    skip: number;
  };
  pingPhaseMs: number;
  /** offline: the last ping ever received */
  lastPingFixed: number | undefined;
  /** timeout: when the controller last answered */
  controllerSilentSince: number | undefined;
  hours: HourCounter[];
  logs: {
    originMs: number;
    intervalMs: number;
    pattern: LogType[];
    fixedCount: number | undefined;
  };
  thermal: { room: number; canopyPeak: number; benchPeak: number; leds: boolean; climate: boolean };
  custom: 'minimal' | 'malformed' | undefined;
}

export interface GenContext {
  seed: number;
  t0: number;
}

const MIN = 60_000;
const DAY = 86_400_000;
const ODD_STATES = [14, 14, 14, 5, 5, 5, 6, 6, 1, 2, 3, 7, 4, 42];
const CRITICAL_BITS = ERROR_CATALOG.filter((e) => e.critical && e.active_error_bit !== 36).map(
  (e) => e.active_error_bit,
);
const WARNING_BITS = ERROR_CATALOG.filter((e) => !e.critical).map((e) => e.active_error_bit);

export function generatedGuid(seed: number, g: number): string {
  const a = hash32(seed, g, 11);
  const b = hash32(seed, g, 12);
  return `${hex(a, 8)}-${hex(b, 4)}-4${hex(b >>> 16, 3)}-${'89ab'[a & 3]}${hex(a >>> 8, 3)}-${g.toString(16).padStart(12, '0')}`;
}

/** Reads the generated index back out of a guid (the last group); the caller verifies it. */
export function generatedIndexOf(guid: string): number | undefined {
  const m = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-([0-9a-f]{12})$/.exec(guid);
  return m?.[1] === undefined ? undefined : parseInt(m[1], 16);
}

/** Which companies generated unit g belongs to: cheap, so lists can filter without building. */
export function generatedCompanies(seed: number, g: number): readonly string[] {
  if (g < 2) return [COMPANIES.gamma];
  // Per salon, so a salon's units belong to one company.
  const r = hash32(seed, salonSlot(seed, g).salon, 21) % 100;
  if (r < 3) return [COMPANIES.alpha, COMPANIES.beta];
  return r < 58 ? [COMPANIES.alpha] : [COMPANIES.beta];
}

function pattern(rng: Rng): LogType[] {
  const out: LogType[] = [];
  const sessions = rng.int(7, 10);
  for (let i = 0; i < sessions; i++) out.push('session');
  out.push('boot', 'parameter', 'error');
  while (out.length < 16) out.push('event');
  return out;
}

export function baseProfile(rng: Rng, key: number, ctx: GenContext): UnitProfile {
  const model = rng.pick(MODELS);
  const place = rng.pick(PLACES);
  const salon = rng.pick(SALONS);
  const serviceModule = rng.chance(0.65);
  const release = rng.pick(RELEASES);
  const periodMs = rng.int(40, 120) * MIN;
  const sessionMax = rng.int(12, 20);
  // Busy and idle salons: the same cycle, but counters grow from a fifth to 1.6 times as fast
  // (a hash, not the rng, so every other drawn value stays as it was).
  const busy = [0.2, 0.5, 0.8, 1, 1, 1.2, 1.6][hash32(key, 41) % 7]!;
  const duty = ((sessionMax - 3) / (periodMs / MIN)) * busy;
  const has = (o: string) => model.options.includes(o);
  const hours: HourCounter[] = [
    { type: 'operating', base: rng.int(20_000, 400_000), rate: 0.85 },
    { type: 'lamps', base: rng.int(500, 51_000), rate: duty, limit: 48_000 },
  ];
  if (has('facial-tanner'))
    hours.push({ type: 'facial_lamps', base: rng.int(200, 31_000), rate: duty, limit: 30_000 });
  if (has('shoulder-tanner'))
    hours.push({ type: 'shoulder_lamps', base: rng.int(200, 31_000), rate: duty, limit: 30_000 });
  if (has('led-uv-red'))
    hours.push({ type: 'led', base: rng.int(1_000, 95_000), rate: duty, limit: 90_000 });
  if (has('climate-control'))
    hours.push({ type: 'climate_filter', base: rng.int(100, 6_300), rate: duty, limit: 6_000 });
  // Half the units had one part changed 5–55 days ago: that counter restarted from 0 then.
  const limited = hours.filter((h) => h.limit !== undefined);
  if (hash32(key, 43) % 2 === 0 && limited.length > 0) {
    const part = limited[hash32(key, 44) % limited.length]!;
    part.base = Math.round(part.rate * 1440 * (5 + (hash32(key, 45) % 51)));
  }
  const cabin = rng.int(1, 8);
  const jitter = () => (rng.next() - 0.5) / 25;
  return {
    index: 0,
    guid: '',
    serial: '',
    controllerSerial: 0,
    companies: [],
    pinned: false,
    key,
    kind: 'living',
    stateCode: 10,
    app: 'sunbed',
    model: model.name,
    type: model.type,
    alias: rng.chance(0.85) ? `${salon} cabin ${cabin}` : undefined,
    colors: [rng.pick(COLORS)],
    options: model.options,
    settings: [
      { name: 'session_max_minutes', value: sessionMax },
      { name: 'volume', value: rng.int(0, 10) },
    ],
    location: {
      place_id: `ChIJ${hex(key, 8)}${rng.hex(6)}`,
      description: `${salon}, cabin ${cabin}`,
      country: place.country,
      city: place.city,
      geometry: {
        lat: +(place.lat + jitter()).toFixed(5),
        lng: +(place.lng + jitter()).toFixed(5),
      },
      timezone: place.timezone,
      timezone_offset: timezoneOffsetSeconds(place.timezone, ctx.t0),
    },
    device: {
      guid: `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`,
      serial: `${serviceModule ? 'SM' : 'CM'}-${rng.hex(8).toUpperCase()}`,
      type: serviceModule ? 'SERVICE_MODULE' : 'CONNECT_MODULE',
    },
    release: {
      type: rng.chance(0.9) ? 'stable' : 'beta',
      version: release.version,
      hash: release.hash,
    },
    baseErrors: 0n,
    transientErrors: true,
    created: ctx.t0 - rng.int(60, 2_000) * DAY - rng.int(0, DAY),
    cycle: {
      periodMs,
      phaseMs: rng.int(0, periodMs - 1),
      sessionMin: 8,
      sessionMax,
      skip: rng.next() * 0.5,
    },
    pingPhaseMs: rng.int(0, 29_999),
    lastPingFixed: undefined,
    controllerSilentSince: undefined,
    hours,
    logs: {
      // 60 days: the usage figures compare two 30-day periods, and the service forecast reads
      // the minute_counters of the sessions (docs/decisions.md#service-forecast).
      originMs: ctx.t0 - 60 * DAY,
      intervalMs: Math.round((periodMs * rng.int(4, 9)) / 10),
      pattern: pattern(rng),
      fixedCount: undefined,
    },
    thermal: {
      room: rng.int(205, 235),
      canopyPeak: rng.int(420, 560),
      benchPeak: rng.int(380, 480),
      leds: has('led-uv-red'),
      climate: has('climate-control'),
    },
    custom: undefined,
  };
}

export function generatedProfile(ctx: GenContext, g: number, index: number): UnitProfile {
  const key = hash32(ctx.seed, g, 7);
  const rng = new Rng(key);
  const p = baseProfile(rng, key, ctx);
  p.index = index;
  p.guid = generatedGuid(ctx.seed, g);
  const model = MODELS.find((m) => m.name === p.model);
  const year = 18 + rng.int(0, 7);
  p.serial = `${year}${model?.code ?? 10}${String(g).padStart(6, '0')}`;
  p.controllerSerial = Number(p.serial);
  p.companies = generatedCompanies(ctx.seed, g);
  const place = salonUnit(ctx.seed, g, ctx.t0);
  p.location = place.location;
  if (p.alias !== undefined) p.alias = `${place.salonName} cabin ${place.cabin}`;
  const r = rng.next();
  if (r < 0.06) {
    p.kind = 'offline';
    p.lastPingFixed = ctx.t0 - rng.int(11 * MIN, 20 * DAY);
  } else if (r < 0.1) {
    p.kind = 'no-device';
    p.device = undefined;
  } else if (r < 0.13) {
    p.kind = 'timeout';
    p.controllerSilentSince = ctx.t0 - rng.int(2 * MIN, 3 * DAY);
  } else if (r < 0.27) {
    p.kind = 'fixed';
    p.stateCode = rng.pick(ODD_STATES);
  }
  if (p.stateCode === 6 || (p.kind !== 'living' && rng.chance(0.15))) {
    p.baseErrors |= 1n << BigInt(rng.pick(CRITICAL_BITS));
  }
  if (p.stateCode === 5 || rng.chance(0.12)) p.baseErrors |= 1n << BigInt(rng.pick(WARNING_BITS));
  const lamps = p.hours.find((h) => h.type === 'lamps');
  if (lamps?.limit !== undefined && lamps.base > lamps.limit) p.baseErrors |= 1n << 17n;
  if (rng.chance(0.03)) p.release = { type: 'stable', version: null, hash: null };
  return p;
}
