// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHOWCASE, TEMPERATURES_LATEST } from '../fixtures.ts';
import { T_TEST, get, testSimulator } from '../test-helpers.ts';

type Log = {
  _meta: { guid: string };
  temperature_id: string;
  equipment_guid: string;
  controller_state: number;
  log_date: number;
  temperatures: { sensor: string; value: number }[];
};

const MIN = 60_000;
const path = (guid: string, query = '') => `/api/v2/equipment/${guid}/temperatures${query}`;

describe('temperature logs (endpoints 9, 10)', () => {
  const { app } = testSimulator();

  it('answers newest first with 23 lower-case sensors and the known latest readings', async () => {
    const r = await get(app, path(SHOWCASE.temperatures.guid, '?limit=3'));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe(String(30 * 24 * 60));
    const logs = r.json as Log[];
    expect(logs).toHaveLength(3);
    const [latest, previous] = logs as [Log, Log];
    expect(latest.log_date).toBeLessThanOrEqual(T_TEST);
    expect(T_TEST - latest.log_date).toBeLessThan(MIN);
    expect(latest.log_date - previous.log_date).toBe(MIN);
    expect(latest.temperatures.map((t) => t.sensor)).toEqual([
      ...Array.from({ length: 17 }, (_, i) => `ntc${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `led${i + 1}`),
    ]);
    expect(Object.fromEntries(latest.temperatures.map((t) => [t.sensor, t.value]))).toEqual(
      TEMPERATURES_LATEST,
    );
    expect(latest).toMatchObject({
      equipment_guid: SHOWCASE.temperatures.guid,
      controller_state: 10,
      temperature_id: latest._meta.guid,
    });
  });

  it('shows lamps warming during a session and room temperatures of 20-25 °C', async () => {
    const logs = (await get(app, path(SHOWCASE.inSession.guid, '?limit=60'))).json as Log[];
    const value = (log: Log, sensor: string) =>
      log.temperatures.find((t) => t.sensor === sensor)?.value ?? NaN;
    const latest = logs[0] as Log;
    expect(latest.controller_state).toBe(11);
    expect(value(latest, 'ntc1')).toBeGreaterThan(380);
    expect(value(latest, 'ntc1')).toBeLessThan(600);
    for (const log of logs) {
      expect(value(log, 'ntc3')).toBeGreaterThan(150);
      expect(value(log, 'ntc3')).toBeLessThan(260);
      for (const t of log.temperatures) expect(Number.isInteger(t.value)).toBe(true);
    }
  });

  it('honours from/to, sort and offset', async () => {
    const from = T_TEST - 10 * MIN;
    const r = await get(
      app,
      path(SHOWCASE.temperatures.guid, `?from=${from}&to=${T_TEST}&sort=log_date&offset=2&limit=3`),
    );
    const logs = r.json as Log[];
    expect(r.headers.get('x-total-count')).toBe('10');
    expect(logs.map((l) => l.log_date)).toEqual(
      [...logs.map((l) => l.log_date)].sort((a, b) => a - b),
    );
    expect(logs[0]!.log_date).toBeGreaterThanOrEqual(from + 2 * MIN);
    expect((await get(app, path(SHOWCASE.temperatures.guid, '?sort=date'))).status).toBe(400);
  });

  it('finds one log by its guid, 404 for guids it never issued', async () => {
    const [log] = (await get(app, path(SHOWCASE.temperatures.guid, `?limit=1&offset=500`)))
      .json as Log[];
    const one = await get(app, path(SHOWCASE.temperatures.guid, `/${log!.temperature_id}`));
    expect(one.json).toEqual(log);
    const forged = log!.temperature_id.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await get(app, path(SHOWCASE.temperatures.guid, `/${forged}`))).status).toBe(404);
    expect((await get(app, path(SHOWCASE.inSession.guid, `/${log!.temperature_id}`))).status).toBe(
      404,
    );
  });

  it('answers an empty array for units that cannot log temperatures', async () => {
    for (const guid of [
      SHOWCASE.noTemperatures.guid,
      SHOWCASE.minimal.guid,
      SHOWCASE.noDevice.guid,
    ]) {
      const r = await get(app, path(guid));
      expect(r.json).toEqual([]);
      expect(r.headers.get('x-total-count')).toBe('0');
    }
  });
});
