// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MANY_LOGS_COUNT, SHOWCASE } from '../fixtures.ts';
import { HTML_PAYLOADS } from '../world/device-logs.ts';
import { get, testSimulator } from '../test-helpers.ts';

type Log = {
  _meta: { guid: string };
  type: string;
  log_id: number;
  log_date: number;
  device_guid: string;
  json_data: Record<string, unknown>;
  session?: {
    session_time: number;
    pause_time: number;
    pause_times: number;
    minute_counters?: unknown[];
  };
};

const path = (guid: string, query = '') => `/api/v2/equipment/${guid}/logs${query}`;

describe('device logs (endpoints 11, 12)', () => {
  const { app } = testSimulator();

  it('holds exactly 100,000 logs for the manyLogs unit, newest first', async () => {
    const r = await get(app, path(SHOWCASE.manyLogs.guid, '?limit=50'));
    expect(r.headers.get('x-total-count')).toBe(String(MANY_LOGS_COUNT));
    const logs = r.json as Log[];
    expect(logs).toHaveLength(50);
    expect(logs[0]?.log_id).toBe(MANY_LOGS_COUNT);
    for (let i = 1; i < logs.length; i++)
      expect(logs[i - 1]!.log_date).toBeGreaterThan(logs[i]!.log_date);
  });

  it('has all five types with plausible content, matching the counts on the document', async () => {
    const guid = SHOWCASE.states['stand-by'].guid;
    const doc = (await get(app, `/api/v2/equipment/${guid}`)).json as {
      controller: { logs: Record<string, number> };
    };
    for (const type of ['parameter', 'boot', 'session', 'error', 'event']) {
      const r = await get(app, path(guid, `?type=${type}&limit=2`));
      expect(r.headers.get('x-total-count'), type).toBe(String(doc.controller.logs[type]));
      const [log] = r.json as Log[];
      expect(log?.type).toBe(type);
      if (type === 'session') {
        expect(log?.session).toMatchObject({
          session_time: expect.any(Number),
          pause_time: expect.any(Number),
          pause_times: expect.any(Number),
        });
        expect(log?.session?.minute_counters?.length).toBeGreaterThan(0);
      }
      if (type === 'boot')
        expect(log?.json_data).toMatchObject({ release: { version: expect.any(String) } });
      if (type === 'error')
        expect(log?.json_data).toMatchObject({
          error_id: expect.stringMatching(/^E/),
          description: expect.any(String),
          active: expect.any(Boolean),
        });
      if (type === 'parameter') expect(log?.json_data.settings).toEqual(expect.any(Object));
    }
    expect((await get(app, path(guid, '?type=debug'))).status).toBe(400);
  });

  it('filters on log_date with from/to, sorts ascending on request, pages with offset', async () => {
    const all = (await get(app, path(SHOWCASE.manyLogs.guid, '?limit=10'))).json as Log[];
    const to = all[2]!.log_date;
    const from = all[8]!.log_date;
    const r = await get(
      app,
      path(SHOWCASE.manyLogs.guid, `?from=${from}&to=${to}&sort=log_date&offset=1&limit=3`),
    );
    expect(r.headers.get('x-total-count')).toBe('7');
    expect((r.json as Log[]).map((l) => l.log_date)).toEqual([
      all[7]!.log_date,
      all[6]!.log_date,
      all[5]!.log_date,
    ]);
  });

  it('finds one log by the guid it issued, 404 otherwise', async () => {
    const [log] = (await get(app, path(SHOWCASE.manyLogs.guid, '?offset=12345&limit=1')))
      .json as Log[];
    expect((await get(app, path(SHOWCASE.manyLogs.guid, `/${log!._meta.guid}`))).json).toEqual(log);
    expect(
      (await get(app, path(SHOWCASE.states['stand-by'].guid, `/${log!._meta.guid}`))).status,
    ).toBe(404);
    expect((await get(app, path(SHOWCASE.manyLogs.guid, '/not-a-guid'))).status).toBe(404);
  });

  it('carries HTML and script text in json_data of the errors unit, as plain strings', async () => {
    const r = await get(app, path(SHOWCASE.errors.guid, '?type=event&limit=1'));
    const [log] = r.json as Log[];
    expect(log?.json_data.message).toBe(HTML_PAYLOADS[0]);
    expect(log?.json_data.note).toBe(HTML_PAYLOADS[1]);
  });

  it('has no logs for a unit without device', async () => {
    expect((await get(app, path(SHOWCASE.minimal.guid))).json).toEqual([]);
  });
});
