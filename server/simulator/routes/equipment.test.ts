// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPANIES, SHOWCASE } from '../fixtures.ts';
import { call, get, testSimulator } from '../test-helpers.ts';

const info = (guid: string, query = '') => `/api/v2/equipment/${guid}/information${query}`;
const patch = (
  app: ReturnType<typeof testSimulator>['app'],
  guid: string,
  body: unknown,
  as: 'operator' | 'owner' | 'support' = 'operator',
  query = '',
) => call(app, 'PATCH', info(guid, query), { as, body });

describe('PATCH information (endpoint 6, docs/decisions.md#editing)', () => {
  it('applies replace/add/remove on editable paths, answers the document, and persists', async () => {
    const { app } = testSimulator();
    const guid = SHOWCASE.shared.guid;
    const r = await patch(app, guid, [
      { op: 'replace', path: '/alias', value: 'Front cabin' },
      { op: 'add', path: '/location/city', value: 'Haarlem' },
      { op: 'replace', path: '/location/timezone', value: 'Europe/Amsterdam' },
      { op: 'replace', path: '/location/timezone_offset', value: 3600 },
      { op: 'replace', path: '/location/geometry', value: { lat: 52.38, lng: 4.64 } },
      { op: 'remove', path: '/location/place_id' },
    ]);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      alias: 'Front cabin',
      location: { city: 'Haarlem', geometry: { lat: 52.38, lng: 4.64 } },
    });
    expect((r.json as { location: object }).location).not.toHaveProperty('place_id');
    const again = await get(app, `/api/v2/equipment/${guid}`);
    expect(again.json).toMatchObject({
      alias: 'Front cabin',
      location: { city: 'Haarlem', timezone_offset: 3600 },
    });
    const list = await get(app, '/api/v2/equipment');
    expect(list.text).toContain('"alias":"Front cabin"');
  });

  it('can remove the alias and give the minimal document a location', async () => {
    const { app } = testSimulator();
    const removed = await patch(app, SHOWCASE.shared.guid, [{ op: 'remove', path: '/alias' }]);
    expect(removed.json).not.toHaveProperty('alias');
    const added = await patch(app, SHOWCASE.minimal.guid, [
      { op: 'add', path: '/location/city', value: 'Gent' },
    ]);
    expect(added.json).toMatchObject({ location: { city: 'Gent' } });
  });

  it.each([
    ['a body that is not an array', { op: 'replace', path: '/alias', value: 'x' }],
    ['an unknown op', [{ op: 'move', from: '/alias', path: '/location/description' }]],
    ['a path outside the editable list', [{ op: 'replace', path: '/serial', value: '1' }]],
    ['a nested path outside the list', [{ op: 'replace', path: '/controller/state', value: 10 }]],
    ['a wrong value type', [{ op: 'replace', path: '/alias', value: 42 }]],
    ['a non-integer offset', [{ op: 'replace', path: '/location/timezone_offset', value: '3600' }]],
    ['an unknown timezone', [{ op: 'replace', path: '/location/timezone', value: 'Mars/Olympus' }]],
    ['a geometry without lng', [{ op: 'replace', path: '/location/geometry', value: { lat: 1 } }]],
    ['a replace without value', [{ op: 'replace', path: '/alias' }]],
  ])('answers 400 with a message for %s, changing nothing', async (_case, body) => {
    const { app } = testSimulator();
    const before = await get(app, `/api/v2/equipment/${SHOWCASE.shared.guid}`);
    const r = await patch(app, SHOWCASE.shared.guid, body);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message: expect.any(String) });
    expect((await get(app, `/api/v2/equipment/${SHOWCASE.shared.guid}`)).text).toBe(before.text);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { app } = testSimulator();
    const r = await call(app, 'PATCH', info(SHOWCASE.shared.guid), { rawBody: 'alias=x' });
    expect(r.status).toBe(400);
  });

  it("requires equipment.update for one of the unit's companies", async () => {
    const { app } = testSimulator();
    const body = [{ op: 'replace', path: '/alias', value: 'Owner edit' }];
    expect((await patch(app, SHOWCASE.shared.guid, body, 'support')).status).toBe(403);
    expect(
      (await patch(app, SHOWCASE.shared.guid, body, 'support', `?company=${COMPANIES.beta}`))
        .status,
    ).toBe(403);
    expect((await patch(app, SHOWCASE.shared.guid, body, 'owner')).status).toBe(200);
    expect(
      (await patch(app, SHOWCASE.shared.guid, body, 'owner', `?company=${COMPANIES.gamma}`)).status,
    ).toBe(200);
    expect(
      (await patch(app, SHOWCASE.shared.guid, body, 'owner', `?company=${COMPANIES.beta}`)).status,
    ).toBe(403);
    expect((await patch(app, SHOWCASE.resettable.guid, body, 'owner')).status).toBe(404);
  });
});
