// Temperature logs (endpoints 9, 10): one per minute, a pure function of (unit, minute).
import { SHOWCASE, TEMPERATURES_LATEST } from '../fixtures.ts';
import { hash32, hex } from '../random.ts';
import type { UnitProfile } from './profile.ts';

const MIN = 60_000;
export const TEMPERATURE_HISTORY_MS = 30 * 86_400_000;
export const SENSORS: readonly string[] = [
  ...Array.from({ length: 17 }, (_, i) => `ntc${i + 1}`),
  ...Array.from({ length: 6 }, (_, i) => `led${i + 1}`),
];

/** Inclusive minute numbers of the logs that exist: log_date in (now - 30 days, end]. */
export function minuteRange(p: UnitProfile, now: number, end: number) {
  const shift = temperatureLogDate(p, 0);
  return {
    first: Math.floor((now - TEMPERATURE_HISTORY_MS - shift) / MIN) + 1,
    last: Math.floor((Math.min(now, end) - shift) / MIN),
  };
}

/** 23 readings in tenths of °C for a unit at a minute, given its lamp heat (0..1). */
export function readings(
  p: UnitProfile,
  minute: number,
  heat: number,
  isLatest: boolean,
): number[] {
  if (isLatest && p.guid === SHOWCASE.temperatures.guid) {
    return SENSORS.map((s) => TEMPERATURES_LATEST[s] ?? 0);
  }
  const { room: base, canopyPeak, benchPeak, leds, climate } = p.thermal;
  const offset = p.location?.timezone_offset ?? 0;
  const hour = ((((minute * 60 + offset) / 3600) % 24) + 24) % 24;
  const room = base + 10 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + heat * 8;
  const noise = (i: number) => (hash32(p.key, minute, i) % 5) - 2;
  const values: number[] = [];
  values.push(room + 22 + heat * (canopyPeak - room - 22)); // ntc1 lamp canopy
  values.push(room + 16 + heat * (benchPeak - room - 16)); // ntc2 lamp bench
  values.push(room - 8); // ntc3 room 0.5 m
  values.push(room + 12 + heat * 6); // ntc4 room 1.5 m
  for (let i = 0; i < 4; i++) values.push(room + 70 + i * 4 + heat * 40); // ntc5-8 PCB2
  values.push(climate ? room - 25 - heat * 40 : room - 4); // ntc9 airco
  values.push(climate ? room + 40 + heat * 90 : room + 8); // ntc10 climate control
  for (let i = 0; i < 2; i++) values.push(room + 58 + i * 3 + heat * 25); // ntc11-12
  for (let i = 0; i < 4; i++) values.push(room + 40 + i * 2 + heat * 20); // ntc13-16
  values.push(room + 30 + heat * 10); // ntc17
  for (let i = 0; i < 6; i++) values.push(leds ? room + 20 + heat * (190 + i * 8) : room + 18);
  return values.map((v, i) => Math.round(v) + noise(i));
}

/** log_date of the log of a minute: a few seconds into the minute, stable per unit. */
export function temperatureLogDate(p: UnitProfile, minute: number): number {
  return minute * MIN + (p.key % 997) * 10;
}

export function temperatureGuid(p: UnitProfile, minute: number): string {
  const a = hash32(p.key, minute, 31);
  return `${hex(a, 8)}-${hex(a >>> 5, 4)}-4${hex(a >>> 9, 3)}-9${hex(a >>> 13, 3)}-${minute.toString(16).padStart(12, '0')}`;
}

export function parseTemperatureGuid(guid: string): number | undefined {
  const m = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-9[0-9a-f]{3}-([0-9a-f]{12})$/.exec(guid);
  return m?.[1] === undefined ? undefined : parseInt(m[1], 16);
}

export function temperatureDocument(
  p: UnitProfile,
  minute: number,
  stateCode: number | undefined,
  values: number[],
): Record<string, unknown> {
  const guid = temperatureGuid(p, minute);
  const date = temperatureLogDate(p, minute);
  return {
    _meta: {
      index: 'temperatures',
      guid,
      created: date + 2_000,
      updated: date + 2_000,
      removed: 0,
      expiry: date + 90 * 86_400_000,
      created_by: {
        host: 'ingest.sim.local',
        resource: { guid: p.device?.guid ?? '', index: 'devices' },
      },
    },
    device_guid: p.device?.guid ?? '',
    equipment_guid: p.guid,
    temperature_id: guid,
    controller_serial: p.controllerSerial,
    controller_state: stateCode ?? 10,
    log_date: date,
    temperatures: SENSORS.map((sensor, i) => ({ sensor, value: values[i] ?? 0 })),
  };
}
