// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { COMPANIES, SHOWCASE } from '../fixtures.ts';
import { FRESH_MS } from '../http/page-cache.ts';
import { T_TEST, call, get, testSimulator } from '../test-helpers.ts';

type App = ReturnType<typeof testSimulator>['app'];
type Doc = {
  _meta: { guid: string };
  alias?: string;
  company_guids?: string[];
  device?: { last_ping?: number };
  controller?: { state?: number };
};

const docs = (text: string) => JSON.parse(text) as Doc[];
const list = (app: App, query = '', headers: Record<string, string> = {}) =>
  call(app, 'GET', `/api/v2/equipment${query}`, { headers });

describe('fleet pages are written once and answered until the world changes (docs/decisions.md#collections)', () => {
  it('answers 304 to a caller who holds the current page, 200 with the page otherwise', async () => {
    const { app } = testSimulator({ units: 500 });
    const first = await list(app, '?limit=100');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('last-modified')).toBe(new Date(T_TEST).toUTCString());

    const again = await list(app, '?limit=100', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-total-count')).toBe('500');

    const other = await list(app, '?limit=100&offset=100', { 'If-None-Match': etag });
    expect(other.status).toBe(200);
    expect(docs(other.text)).toHaveLength(100);

    // Without a tag, a date a second after the page's own counts; its own second does not.
    const later = new Date(T_TEST + 1000).toUTCString();
    expect((await list(app, '?limit=100', { 'If-Modified-Since': later })).status).toBe(304);
    const same = await list(app, '?limit=100', {
      'If-Modified-Since': first.headers.get('last-modified') ?? '',
    });
    expect(same.status).toBe(200);
    expect(same.text).toBe(first.text);
  });

  it('at 100,000 units, finds a page from the company index: no request scans every unit again', async () => {
    const { app, world } = testSimulator({ units: 100_000 });
    const scans = vi.spyOn(world, 'companiesAt');
    expect((await list(app, '?limit=10')).status).toBe(200);
    expect(scans.mock.calls.length).toBe(100_000); // the index, built once
    scans.mockClear();
    const far = await list(app, `?company=${COMPANIES.beta}&limit=10&offset=40000`);
    const owner = await call(app, 'GET', '/api/v2/equipment?limit=10&offset=2', { as: 'owner' });
    expect(docs(far.text)).toHaveLength(10);
    expect(docs(owner.text).length).toBeGreaterThan(0);
    expect(scans).not.toHaveBeenCalled();
  });

  it('writes the same text as each unit answers on its own', async () => {
    const { app } = testSimulator({ units: 300 });
    const page = await list(app, '?limit=120&offset=90');
    const units = await Promise.all(
      docs(page.text).map((d) => get(app, `/api/v2/equipment/${d._meta.guid}`)),
    );
    expect(page.text).toBe(`[${units.map((u) => u.text).join(',')}]`);
  });

  it('shows an edit in the next page read, under a new ETag', async () => {
    const { app } = testSimulator();
    const before = await list(app);
    const guid = SHOWCASE.shared.guid;
    const edit = await call(app, 'PATCH', `/api/v2/equipment/${guid}/information`, {
      body: [{ op: 'replace', path: '/alias', value: 'Cabin by the window' }],
    });
    expect(edit.status).toBe(200);
    const after = await list(app, '', { 'If-None-Match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(docs(after.text).find((d) => d._meta.guid === guid)?.alias).toBe('Cabin by the window');
  });

  it('shows a reset started by a command in the next page read', async () => {
    const { app } = testSimulator();
    const guid = SHOWCASE.resettable.guid;
    const stateIn = (text: string) =>
      docs(text).find((d) => d._meta.guid === guid)?.controller?.state;
    expect(stateIn((await list(app)).text)).not.toBe(0);
    const put = await call(app, 'PUT', `/api/v2/equipment/${guid}/controller/reset`);
    expect(put.status).toBe(202);
    expect(stateIn((await list(app)).text)).toBe(0);
  });

  it('shows an admin condition in the next page read, and its removal in the one after', async () => {
    const { app } = testSimulator({ admin: true });
    const guid = SHOWCASE.resettable.guid;
    const stateIn = async () =>
      docs((await list(app)).text).find((d) => d._meta.guid === guid)?.controller?.state;
    const before = await stateIn();
    const path = `/api/__admin/units/${guid}/condition`;
    expect((await call(app, 'POST', path, { body: { kind: 'fault' } })).status).toBe(201);
    expect(await stateIn()).toBe(6);
    expect((await call(app, 'DELETE', path)).status).toBe(204);
    expect(await stateIn()).toBe(before);
  });

  it('follows the clock: a jump rewrites the page, flowing time within a second reuses it', async () => {
    let source = T_TEST;
    const { app, clock } = testSimulator({ units: 200, now: () => source });
    const pings = async () =>
      docs((await list(app, '?limit=200')).text).map((d) => d.device?.last_ping);
    const first = await pings();
    source += FRESH_MS - 1;
    expect(await pings()).toEqual(first);
    source += 1; // a page is at most FRESH_MS old
    clock.advance(60_000);
    const moved = await pings();
    expect(moved).not.toEqual(first);
    const single = await get(app, `/api/v2/equipment/${SHOWCASE.resettable.guid}`);
    const fresh = docs((await list(app, '?limit=200')).text).find(
      (d) => d._meta.guid === SHOWCASE.resettable.guid,
    );
    expect(fresh).toEqual(single.json);
  });

  it('keeps companies apart: a page cached for one company is never answered for another', async () => {
    const { app } = testSimulator({ units: 400 });
    const alpha = await list(app, `?company=${COMPANIES.alpha}&limit=50`);
    const beta = await list(app, `?company=${COMPANIES.beta}&limit=50`);
    const gamma = await call(app, 'GET', '/api/v2/equipment?limit=50', { as: 'owner' });
    for (const [answer, company] of [
      [alpha, COMPANIES.alpha],
      [beta, COMPANIES.beta],
      [gamma, COMPANIES.gamma],
    ] as const) {
      expect(answer.status).toBe(200);
      const items = docs(answer.text);
      expect(items.length).toBeGreaterThan(0);
      // The minimal showcase document names no companies; every other one names this company.
      for (const d of items) if (d.company_guids) expect(d.company_guids).toContain(company);
    }
    expect(alpha.text).not.toBe(beta.text);
    // A tag from another company's page is no validator for this one.
    const tagged = await call(app, 'GET', '/api/v2/equipment?limit=50', {
      as: 'owner',
      headers: { 'If-None-Match': alpha.headers.get('etag') ?? '' },
    });
    expect(tagged.status).toBe(200);
    expect(tagged.text).toBe(gamma.text);
    expect(gamma.headers.get('x-total-count')).not.toBe(alpha.headers.get('x-total-count'));
  });

  it('sends no validators with a page a fault broke, so it is never revalidated as the intact one', async () => {
    const { app } = testSimulator({ admin: true });
    const intact = await list(app);
    const fault = await call(app, 'POST', '/api/__admin/faults', {
      body: { path: '/v2/equipment', body: 'schema-invalid-item', times: 1 },
    });
    expect(fault.status).toBe(201);
    const broken = await list(app);
    expect(broken.text).not.toBe(intact.text);
    expect(broken.headers.get('etag')).toBeNull();
    expect(broken.headers.get('last-modified')).toBeNull();
    expect(broken.headers.get('content-length')).toBeNull();
    const next = await list(app, '', { 'If-None-Match': intact.headers.get('etag') ?? '' });
    expect(next.status).toBe(304);
  });
});
