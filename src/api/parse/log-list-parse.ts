import { validate as isCleanDeviceLog } from 'virtual:validate/deviceLog';
import { validate as isCleanTemperatureLog } from 'virtual:validate/temperatureLog';
import { loadSlowPath } from './load-slow-path.ts';
import type { DeviceLog, TemperatureLog } from '../schemas.ts';
import type { DocumentResult, ListResult } from './tolerant.ts';

// A week of temperature logs is 10,080 documents and a busy unit has 100,000 device logs: clean
// ones pass the validator generated from their schema and skip zod (document-parity.test). zod
// itself (~25 kB gzip) is downloaded only when a document fails that check (loadSlowPath), so the
// temperatures and logs pages do not load it while the service sends clean documents.

export async function parseTemperatureLogs(
  raw: readonly unknown[],
): Promise<ListResult<TemperatureLog>> {
  if (raw.every((doc) => isCleanTemperatureLog(doc)))
    return { items: raw.slice() as TemperatureLog[], invalidCount: 0 };
  const { temperatureLogSchema, parseListFast } = await loadSlowPath();
  return parseListFast(temperatureLogSchema, raw, 'temperature log', isCleanTemperatureLog);
}

export async function parseDeviceLogs(raw: readonly unknown[]): Promise<ListResult<DeviceLog>> {
  if (raw.every((doc) => isCleanDeviceLog(doc)))
    return { items: raw.slice() as DeviceLog[], invalidCount: 0 };
  const { deviceLogSchema, parseListFast } = await loadSlowPath();
  return parseListFast(deviceLogSchema, raw, 'device log', isCleanDeviceLog);
}

/** parseDocument(temperatureLogSchema) that skips zod for a clean log (endpoint 10). */
export async function parseTemperatureLog(input: unknown): Promise<DocumentResult<TemperatureLog>> {
  if (isCleanTemperatureLog(input)) return { ok: true, value: input as TemperatureLog };
  const { temperatureLogSchema, parseDocument } = await loadSlowPath();
  return parseDocument(temperatureLogSchema, input, 'temperature log');
}

/** parseDocument(deviceLogSchema) that skips zod for a clean log (endpoint 12). */
export async function parseDeviceLog(input: unknown): Promise<DocumentResult<DeviceLog>> {
  if (isCleanDeviceLog(input)) return { ok: true, value: input as DeviceLog };
  const { deviceLogSchema, parseDocument } = await loadSlowPath();
  return parseDocument(deviceLogSchema, input, 'device log');
}
