// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPANIES, SHOWCASE, UPDATE_FAILS } from '../fixtures.ts';
import { call, get, testSimulator } from '../test-helpers.ts';

const put = (
  app: ReturnType<typeof testSimulator>['app'],
  guid: string,
  kind: 'reset' | 'update',
  as: 'operator' | 'owner' | 'support' = 'operator',
  query = '',
) => call(app, 'PUT', `/api/v2/equipment/${guid}/controller/${kind}${query}`, { as });

type Doc = { controller: { state: number; release: { version: string } } };

async function stateOf(app: ReturnType<typeof testSimulator>['app'], guid: string) {
  const doc = (await get(app, `/api/v2/equipment/${guid}`)).json as Doc;
  return { state: doc.controller.state, version: doc.controller.release.version };
}

describe('controller reset and update (endpoints 7, 8, docs/decisions.md#controller-commands)', () => {
  it('reset: 202 with an empty body, then powerup, then stand-by again', async () => {
    const { app, clock } = testSimulator();
    const guid = SHOWCASE.resettable.guid;
    const r = await put(app, guid, 'reset');
    expect(r.status).toBe(202);
    expect(r.text).toBe('');
    expect(await stateOf(app, guid)).toEqual({ state: 0, version: '4.9.2' });
    clock.advance(999);
    expect((await stateOf(app, guid)).state).toBe(0);
    clock.advance(1);
    expect(await stateOf(app, guid)).toEqual({ state: 10, version: '4.9.2' });
  });

  it('update: copy-files, online-update, powerup, stand-by with the next release (4.9.2 → 4.10.0)', async () => {
    const { app, clock } = testSimulator();
    const guid = SHOWCASE.resettable.guid;
    expect((await put(app, guid, 'update')).status).toBe(202);
    const seen: { state: number; version: string }[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(await stateOf(app, guid));
      clock.advance(1000);
    }
    expect(seen).toEqual([
      { state: 8, version: '4.9.2' },
      { state: 9, version: '4.9.2' },
      { state: 0, version: '4.10.0' },
      { state: 10, version: '4.10.0' },
    ]);
    // The next update starts from the new release.
    expect((await put(app, guid, 'update')).status).toBe(202);
    clock.advance(3000);
    expect((await stateOf(app, guid)).version).toBe('4.11.0');
  });

  it.each(UPDATE_FAILS.map((u) => [u.alias, u.guid]))(
    'the known failing unit %s: its update breaks off in an error state, the release stays, a reset works',
    async (_alias, guid) => {
      const { app, clock } = testSimulator();
      const before = (await stateOf(app, guid)).version;
      expect((await put(app, guid, 'update', 'support')).status).toBe(202);
      const seen: number[] = [];
      for (let i = 0; i < 8; i++) {
        seen.push((await stateOf(app, guid)).state);
        clock.advance(1000);
      }
      // copy-files 1 s, controller-error 5 s, powerup 1 s, then stand-by (fast mode).
      expect(seen).toEqual([8, 6, 6, 6, 6, 6, 0, 10]);
      expect(await stateOf(app, guid)).toEqual({ state: 10, version: before });
      expect((await put(app, guid, 'reset', 'support')).status).toBe(202);
      clock.advance(1000);
      expect((await stateOf(app, guid)).state).toBe(10);
    },
  );

  it('takes a few seconds without the fast option', async () => {
    const { app, clock } = testSimulator({ fast: false });
    await put(app, SHOWCASE.resettable.guid, 'update');
    clock.advance(3000);
    expect((await stateOf(app, SHOWCASE.resettable.guid)).state).toBe(8);
    clock.advance(11_000);
    expect((await stateOf(app, SHOWCASE.resettable.guid)).state).toBe(10);
  });

  it('records the request and the boot in the device logs', async () => {
    const { app, clock } = testSimulator();
    const guid = SHOWCASE.resettable.guid;
    const before = (
      (await get(app, `/api/v2/equipment/${guid}`)).json as {
        controller: { logs: { boot: number } };
      }
    ).controller.logs;
    await put(app, guid, 'update');
    clock.advance(5000);
    const logs = (await get(app, `/api/v2/equipment/${guid}/logs?limit=2`)).json as {
      type: string;
      json_data: Record<string, unknown>;
    }[];
    expect(logs.map((l) => l.type)).toEqual(['boot', 'event']);
    expect(logs[0]?.json_data).toMatchObject({ reason: 'update', release: { version: '4.10.0' } });
    const after = (
      (await get(app, `/api/v2/equipment/${guid}`)).json as {
        controller: { logs: { boot: number } };
      }
    ).controller.logs;
    expect(after.boot).toBe(before.boot + 1);
  });

  it.each([
    ['busy with a reset', 'resettable', true],
    ['offline', 'offline', false],
    ['without device', 'noDevice', false],
    ['in session', 'inSession', false],
    ['session paused', 'paused', false],
    ['copying files', 'copying', false],
    ['with a controller timeout', 'timeout', false],
  ] as const)('answers 409 with a message when the unit is %s', async (_case, key, twice) => {
    const { app } = testSimulator();
    const guid = {
      resettable: SHOWCASE.resettable.guid,
      offline: SHOWCASE.offline.guid,
      noDevice: SHOWCASE.noDevice.guid,
      inSession: SHOWCASE.inSession.guid,
      paused: SHOWCASE.states['session-paused'].guid,
      copying: SHOWCASE.states['controller-copy-files'].guid,
      timeout: SHOWCASE.timeout.guid,
    }[key];
    if (twice) expect((await put(app, guid, 'reset')).status).toBe(202);
    const r = await put(app, guid, 'update');
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ message: expect.any(String) });
  });

  it('checks permissions per company: owner may not reset, support may', async () => {
    const { app } = testSimulator();
    expect((await put(app, SHOWCASE.shared.guid, 'reset', 'owner')).status).toBe(403);
    expect(
      (await put(app, SHOWCASE.shared.guid, 'update', 'owner', `?company=${COMPANIES.gamma}`))
        .status,
    ).toBe(403);
    expect(
      (await put(app, SHOWCASE.shared.guid, 'reset', 'support', `?company=${COMPANIES.gamma}`))
        .status,
    ).toBe(403);
    expect(
      (await put(app, SHOWCASE.shared.guid, 'reset', 'support', `?company=${COMPANIES.beta}`))
        .status,
    ).toBe(202);
    expect((await put(app, SHOWCASE.resettable.guid, 'reset', 'owner')).status).toBe(404);
    expect((await put(app, SHOWCASE.resettable.guid, 'reset', null as never)).status).toBe(401);
  });
});
