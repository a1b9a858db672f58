import type { TemperatureLog } from '@/api/schemas';

// Builds temperature logs for this feature's unit tests (not shipped: only tests import it).

export const T0 = Date.UTC(2026, 10, 22, 0, 0, 0);
export const MINUTE = 60_000;

export function makeLog(
  i: number,
  readings: Record<string, number>,
  options: { at?: number; state?: number } = {},
): TemperatureLog {
  return {
    _meta: { guid: `log-${i}` },
    device_guid: 'device-1',
    equipment_guid: 'unit-1',
    temperature_id: `t-${i}`,
    controller_serial: 1,
    controller_state: options.state ?? 10,
    log_date: options.at ?? T0 + i * MINUTE,
    temperatures: Object.entries(readings).map(([sensor, value]) => ({ sensor, value })),
  };
}

/** `count` logs a minute apart, every sensor reading `value(i, sensorIndex)`. */
export function makeLogs(
  count: number,
  sensors: readonly string[],
  value: (i: number, s: number) => number,
): TemperatureLog[] {
  return Array.from({ length: count }, (_, i) =>
    makeLog(i, Object.fromEntries(sensors.map((sensor, s) => [sensor, value(i, s)]))),
  );
}
