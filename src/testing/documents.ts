import { toDeviceLogEntry, type DeviceLogEntry } from '@/api/device-log-entry';
import type { DeviceLog, Equipment, TemperatureLog } from '@/domain/documents/schemas';
import { toTemperatureEntry, type TemperatureEntry } from '@/api/temperature-entry';

// The one place unit tests get service documents from: each factory returns the smallest
// document the service's interface calls valid, with the test's fields on top (shallow: pass a whole
// `controller` or `location` to change one of its fields). Tests that need the simulator's
// realistic world use its app in-process instead (src/testing/sim-fetch.ts).

let counter = 0;

/** An equipment document with only the required fields (guid, app, serial, model, type). */
export function equipmentDoc(over: Record<string, unknown> = {}): Equipment {
  return {
    _meta: { guid: 'eq-1', index: 'equipment', created: 1, updated: 2 },
    app: 'sunbed',
    serial: '2499000011',
    model: 'M1',
    type: 'T1',
    ...over,
  } as Equipment;
}

/** A device log (event type unless `type` says otherwise), each with its own guid and log_id. */
export function deviceLogDoc(over: Partial<DeviceLog> & { type?: string } = {}): DeviceLog {
  counter += 1;
  return {
    _meta: { guid: `log-${counter}` },
    device_guid: 'device-1',
    equipment_guid: 'equipment-1',
    type: 'event',
    log_id: counter,
    controller_serial: 1001,
    log_date: Date.UTC(2026, 10, 20, 12, 0, 0),
    json_data: {},
    ...over,
  } as DeviceLog;
}

/** The same log as the app holds it (mapped at the API door); fields given in the wire's names. */
export function deviceLogEntry(over: Partial<DeviceLog> & { type?: string } = {}): DeviceLogEntry {
  return toDeviceLogEntry(deviceLogDoc(over));
}

export const T0 = Date.UTC(2026, 10, 22, 0, 0, 0);
export const MINUTE = 60_000;

/** Temperature log number `i`: a minute after T0 per `i` unless `at` says when. */
export function temperatureLogDoc(
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

/** `count` temperature logs a minute apart, every sensor reading `value(i, sensorIndex)`. */
export function temperatureLogDocs(
  count: number,
  sensors: readonly string[],
  value: (i: number, s: number) => number,
): TemperatureLog[] {
  return Array.from({ length: count }, (_, i) =>
    temperatureLogDoc(i, Object.fromEntries(sensors.map((sensor, s) => [sensor, value(i, s)]))),
  );
}

/** The same log as the app holds it (mapped at the API door). */
export function temperatureEntry(
  i: number,
  readings: Record<string, number>,
  options: { at?: number; state?: number } = {},
): TemperatureEntry {
  return toTemperatureEntry(temperatureLogDoc(i, readings, options));
}

/** temperatureLogDocs as the app holds them. */
export function temperatureEntries(
  count: number,
  sensors: readonly string[],
  value: (i: number, s: number) => number,
): TemperatureEntry[] {
  return temperatureLogDocs(count, sensors, value).map(toTemperatureEntry);
}
