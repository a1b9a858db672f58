// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isCleanDeviceLog,
  isCleanTemperatureLog,
  parseDeviceLogs,
  parseTemperatureLogs,
} from './log-fast-parse';
import { deviceLogSchema, temperatureLogSchema } from './schemas';
import { parseDocument } from './tolerant';

const meta = { index: 'logs', guid: 'g1', created: 1, updated: 2 };

const temperatureLog = () => ({
  _meta: { ...meta },
  device_guid: 'd',
  equipment_guid: 'e',
  temperature_id: 't',
  controller_serial: 7,
  controller_state: 11,
  log_date: 1_700_000_000_000,
  temperatures: [
    { sensor: 'ntc1', value: 253 },
    { sensor: 'led1', value: -5 },
  ],
  extra: 'kept',
});

const sessionLog = () => ({
  _meta: { ...meta },
  device_guid: 'd',
  equipment_guid: 'e',
  type: 'session',
  log_id: 3,
  controller_serial: 7,
  log_date: 1_700_000_000_000,
  json_data: { program: 'Tan', nested: { html: '<b>x</b>' } },
  session: {
    session_time: 720,
    pause_time: 30,
    pause_times: 2,
    minute_counters: [{ type: 'lamps', value: 12 }],
  },
});

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('fast path agrees with the schemas', () => {
  it('keeps a clean temperature log exactly as zod would', () => {
    const doc = temperatureLog();
    expect(isCleanTemperatureLog(doc)).toBe(true);
    expect(parseDocument(temperatureLogSchema, temperatureLog(), 'x').value).toEqual(doc);
  });

  it('keeps a clean session log exactly as zod would', () => {
    const doc = sessionLog();
    expect(isCleanDeviceLog(doc)).toBe(true);
    expect(parseDocument(deviceLogSchema, sessionLog(), 'x').value).toEqual(doc);
  });

  it.each<[string, (d: ReturnType<typeof temperatureLog>) => void]>([
    ['reading value as text', (d) => Object.assign(d.temperatures[0]!, { value: '25.3' })],
    ['missing log_date', (d) => Object.assign(d, { log_date: undefined })],
    ['meta without guid', (d) => Object.assign(d, { _meta: { index: 'x' } })],
    ['temperatures not an array', (d) => Object.assign(d, { temperatures: {} })],
  ])('sends a temperature log with %s through zod', (_name, mutate) => {
    const doc = temperatureLog();
    mutate(doc);
    expect(isCleanTemperatureLog(doc)).toBe(false);
  });

  it.each<[string, (d: ReturnType<typeof sessionLog>) => void]>([
    ['session time as text', (d) => Object.assign(d.session, { session_time: '720' })],
    ['json_data an array', (d) => Object.assign(d, { json_data: [] })],
    ['minute counters not objects', (d) => Object.assign(d.session, { minute_counters: [1] })],
    ['log id missing', (d) => Object.assign(d, { log_id: undefined })],
  ])('sends a device log with %s through zod', (_name, mutate) => {
    const doc = sessionLog();
    mutate(doc);
    expect(isCleanDeviceLog(doc)).toBe(false);
  });
});

describe('list parsing', () => {
  it('keeps the order and tolerates a broken reading among clean logs', () => {
    const broken = temperatureLog();
    broken._meta.guid = 'g2';
    broken.temperatures.push({ sensor: 'ntc3', value: 'hot' as unknown as number });
    const clean = temperatureLog();
    const result = parseTemperatureLogs([clean, broken, temperatureLog()]);
    expect(result.invalidCount).toBe(0);
    expect(result.items.map((l) => l._meta.guid)).toEqual(['g1', 'g2', 'g1']);
    // The broken reading is dropped and recorded; the other sensors of that log stay.
    expect(result.items[1]!.temperatures.map((r) => r.sensor)).toEqual(['ntc1', 'led1']);
    expect(result.items[1]!._invalid).toContain('temperatures.ntc3');
    expect(result.items[0]).toBe(clean);
  });

  it('drops a device log without its required fields and counts it', () => {
    const result = parseDeviceLogs([sessionLog(), { _meta: meta, type: 'boot' }, sessionLog()]);
    expect(result.items).toHaveLength(2);
    expect(result.invalidCount).toBe(1);
  });
});
