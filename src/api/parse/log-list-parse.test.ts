// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseDeviceLog,
  parseDeviceLogs,
  parseTemperatureLog,
  parseTemperatureLogs,
} from './log-list-parse.ts';

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
  session: { session_time: 720, pause_time: 30, pause_times: 2 },
});

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('log list parsing', () => {
  it('keeps the order and tolerates a broken reading among clean logs', async () => {
    const broken = temperatureLog();
    broken._meta.guid = 'g2';
    broken.temperatures.push({ sensor: 'ntc3', value: 'hot' as unknown as number });
    const clean = temperatureLog();
    const result = await parseTemperatureLogs([clean, broken, temperatureLog()]);
    expect(result.invalidCount).toBe(0);
    expect(result.items.map((l) => l._meta.guid)).toEqual(['g1', 'g2', 'g1']);
    // The broken reading is dropped and recorded; the other sensors of that log stay.
    expect(result.items[1]!.temperatures.map((r) => r.sensor)).toEqual(['ntc1', 'led1']);
    expect(result.items[1]!._invalid).toContain('temperatures.ntc3');
    expect(result.items[0]).toBe(clean);
  });

  it('drops a device log without its required fields and counts it', async () => {
    const clean = sessionLog();
    const result = await parseDeviceLogs([clean, { _meta: meta, type: 'boot' }, sessionLog()]);
    expect(result.items).toHaveLength(2);
    expect(result.items[0]).toBe(clean);
    expect(result.invalidCount).toBe(1);
  });

  it('keeps a clean list as it is and reads single logs with or without the zod parse', async () => {
    const logs = [temperatureLog(), temperatureLog()];
    const list = await parseTemperatureLogs(logs);
    expect(list).toEqual({ items: logs, invalidCount: 0 });
    expect(list.items[0]).toBe(logs[0]);

    const clean = sessionLog();
    expect(await parseDeviceLog(clean)).toEqual({ ok: true, value: clean });
    expect((await parseDeviceLog({ _meta: meta, type: 'boot' })).ok).toBe(false);

    const broken = temperatureLog();
    broken.temperatures.push({ sensor: 'ntc3', value: 'hot' as unknown as number });
    const read = await parseTemperatureLog(broken);
    expect(read.ok).toBe(true);
    expect(read.value!._invalid).toContain('temperatures.ntc3');
  });
});
