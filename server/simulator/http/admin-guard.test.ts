// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../test-helpers.ts';

const faults = 'http://127.0.0.1:4173/api/__admin/faults';
const rule = { path: '/v2/equipment', status: 503 };

describe('admin routes need the start token and a same-origin request', () => {
  it('refuse a request without the token, or with a wrong one, with 401', async () => {
    const { app, faults: store } = testSimulator({ admin: true });
    for (const token of ['', 'test-admin-token-0123456788', 'x']) {
      const r = await call(app, 'POST', faults, {
        as: null,
        body: rule,
        headers: { 'X-Admin-Token': token },
      });
      expect(r.status, token).toBe(401);
      expect(r.json).toEqual({ message: expect.stringContaining('X-Admin-Token') });
    }
    expect(store.rules).toEqual([]);
  });

  it('refuse another web site (Origin or Sec-Fetch-Site) with 403, even with the token', async () => {
    const { app, faults: store } = testSimulator({ admin: true });
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreign) {
      const r = await call(app, 'POST', faults, { as: null, body: rule, headers });
      expect(r.status, JSON.stringify(headers)).toBe(403);
    }
    expect(store.rules).toEqual([]);
  });

  it('accept the token from the same origin or from a tool that sends no Origin', async () => {
    const { app, faults: store } = testSimulator({ admin: true });
    const same = { Origin: 'http://127.0.0.1:4173', 'Sec-Fetch-Site': 'same-origin' };
    expect((await call(app, 'POST', faults, { as: null, body: rule, headers: same })).status).toBe(
      201,
    );
    expect((await call(app, 'POST', faults, { as: null, body: rule })).status).toBe(201);
    expect(store.rules).toHaveLength(2);
  });

  it('make up a random token when none is given, so admin is never open', () => {
    const a = testSimulator({ admin: true, adminToken: undefined });
    const b = testSimulator({ admin: true, adminToken: undefined });
    expect(a.adminToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.adminToken).not.toBe(b.adminToken);
    expect(testSimulator().adminToken).toBeUndefined();
  });
});
