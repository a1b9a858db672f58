// Builds the pinned SHOWCASE units: content independent of the seed and the scale.
import { ERROR_CATALOG, STATE_CODES, bitsToValue } from '../catalog.ts';
import {
  ERRORS_BITS,
  MANY_LOGS_COUNT,
  SHOWCASE,
  SHOWCASE_UNITS,
  type ShowcaseUnit,
} from '../fixtures.ts';
import { Rng, hashString } from '../random.ts';
import { releaseHash } from './catalogs.ts';
import { baseProfile, type UnitProfile } from './profile.ts';
import { showcaseLocation } from './showcase-sites.ts';

const MIN = 60_000;
const DAY = 86_400_000;

function withRelease(p: UnitProfile, version: string, module: boolean): void {
  p.release = { type: 'stable', version, hash: releaseHash(version) };
  if (p.device) {
    p.device.type = module ? 'SERVICE_MODULE' : 'CONNECT_MODULE';
    p.device.serial = `${module ? 'SM' : 'CM'}-${p.device.serial.slice(3)}`;
  }
}

function build(u: ShowcaseUnit, index: number, t0: number): UnitProfile {
  const key = hashString(u.guid);
  const p = baseProfile(new Rng(key), key, { seed: 0, t0 });
  p.index = index;
  p.guid = u.guid;
  p.serial = u.serial;
  p.controllerSerial = Number(u.serial);
  p.companies = u.companies;
  p.alias = u.alias;
  p.pinned = true;
  p.kind = 'fixed';
  p.transientErrors = false;
  p.stateCode = u.state in STATE_CODES ? STATE_CODES[u.state as keyof typeof STATE_CODES] : 10;
  // Keep counters plausible but away from the limit unless a unit is meant to show it.
  for (const h of p.hours) if (h.limit !== undefined) h.base %= Math.round(h.limit * 0.8);
  return p;
}

function customize(p: UnitProfile, t0: number): void {
  const S = SHOWCASE;
  switch (p.guid) {
    case S.states['controller-warning'].guid:
      p.baseErrors = bitsToValue([17]);
      p.hours = p.hours.map((h) => (h.type === 'lamps' ? { ...h, base: 48_600 } : h));
      break;
    case S.states['controller-error'].guid:
      p.baseErrors = bitsToValue([5]);
      break;
    // The service board's known statuses: exactly 90 % of the lamp limit (Due soon), and exactly
    // at it (Overdue); every other showcase counter stays below 80 % (OK).
    case S.states.cleaning.guid:
      p.hours = p.hours.map((h) => (h.type === 'lamps' ? { ...h, base: 43_200 } : h));
      break;
    case S.shared.guid:
      p.hours = p.hours.map((h) => (h.type === 'lamps' ? { ...h, base: 48_000 } : h));
      break;
    case S.inSession.guid:
      withRelease(p, '4.8.2', true);
      break;
    case S.offline.guid:
      p.kind = 'offline';
      p.lastPingFixed = t0 - 3 * 60 * MIN;
      break;
    case S.noDevice.guid:
      p.kind = 'no-device';
      p.device = undefined;
      break;
    case S.timeout.guid:
      p.kind = 'timeout';
      p.controllerSilentSince = t0 - 25 * MIN;
      break;
    case S.unknownState.guid:
      p.stateCode = 42;
      break;
    case S.errors.guid:
      p.stateCode = 6;
      p.baseErrors = bitsToValue(ERRORS_BITS);
      break;
    case S.allErrors.guid:
      p.stateCode = 6;
      p.baseErrors = bitsToValue(ERROR_CATALOG.map((e) => e.active_error_bit));
      break;
    case S.bigErrors.guid:
      p.baseErrors = bitsToValue([52, 53, 63]);
      break;
    case S.temperatures.guid:
      withRelease(p, '4.9.0', true);
      p.thermal = { room: 222, canopyPeak: 520, benchPeak: 450, leds: true, climate: true };
      // A busy cabin: about eleven sessions a weekday, so every chart window shows some.
      p.logs = { ...p.logs, intervalMs: 16 * MIN };
      break;
    case S.noTemperatures.guid:
      withRelease(p, '4.7.3', true);
      break;
    case S.minimal.guid:
      p.custom = 'minimal';
      p.kind = 'no-device';
      p.device = undefined;
      p.alias = undefined;
      break;
    case S.malformed.guid:
      p.custom = 'malformed';
      p.kind = 'offline';
      break;
    case S.manyLogs.guid:
      p.logs = {
        ...p.logs,
        originMs: t0 - 30 * DAY,
        intervalMs: (30 * DAY) / MANY_LOGS_COUNT,
        fixedCount: MANY_LOGS_COUNT,
      };
      break;
    case S.resettable.guid:
      withRelease(p, '4.9.2', true);
      break;
    default:
      break;
  }
}

export function buildShowcase(t0: number): UnitProfile[] {
  return SHOWCASE_UNITS.map((u, index) => {
    const p = build(u, index, t0);
    customize(p, t0);
    p.location = showcaseLocation(p.guid, t0) ?? p.location;
    return p;
  });
}
