// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, TOKENS } from '../../simulator/fixtures.ts';
import type { RunningEngine } from '../engine.ts';
import { testEngine } from '../test-engine.ts';
import { access, type EngineEnv } from './access.ts';
import { notificationRoutes } from './notification-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

let engine: RunningEngine;
let app: Hono<EngineEnv>;
beforeAll(async () => {
  ({ engine } = await testEngine({ units: 30 }, { webhookAllow: ['hooks.example.com'] }));
  app = new Hono<EngineEnv>();
  app.use('*', access(engine));
  app.route('/', notificationRoutes());
  app.route('/', webhookRoutes());
}, 60_000);
afterAll(() => engine.stop());

const call = (token: string, method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const settings = {
  emailOn: true,
  email: 'oscar@example.com',
  language: 'nl',
  timeZone: 'Europe/Amsterdam',
  quietHours: '22:00-07:00',
  repeatMinutes: 30,
  companies: null,
  rules: null,
};

describe('notification settings', () => {
  it('saves and reads back my settings, with the permission snapshot the runner uses', async () => {
    expect((await call(TOKENS.owner, 'PUT', '/notifications/settings', settings)).status).toBe(204);
    const got = await (await call(TOKENS.owner, 'GET', '/notifications/settings')).json();
    expect(got).toMatchObject({ ...settings, saved: true, devices: [] });
    const row = await engine.store.db
      .selectFrom('notification_settings')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Object.keys(row.permissions)).toEqual([COMPANIES.gamma]);
    const audit = await engine.store.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .execute();
    expect(audit).toContainEqual({
      action: 'notifications.settings',
      actor_email: 'oscar.owner@example.com',
    });
  });

  it('refuses bad input with the field and reason, and a company the user may not read', async () => {
    const bad = await call(TOKENS.owner, 'PUT', '/notifications/settings', {
      ...settings,
      quietHours: '22-7',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      field: 'body.quietHours',
      reason: expect.stringMatching(/22:00-07:00/),
    });
    const noMail = await call(TOKENS.owner, 'PUT', '/notifications/settings', {
      ...settings,
      email: '',
    });
    expect((await noMail.json()).field).toBe('body.email');
    const foreign = await call(TOKENS.owner, 'PUT', '/notifications/settings', {
      ...settings,
      companies: [COMPANIES.alpha],
    });
    expect(foreign.status).toBe(403);
    expect((await call('not-a-token', 'GET', '/notifications/settings')).status).toBe(401);
  });

  it('keeps one row per device and removes only my own', async () => {
    const device = {
      endpoint: 'https://push.example.net/sub/1',
      keys: { p256dh: 'BPk', auth: 'au' },
    };
    expect((await call(TOKENS.support, 'POST', '/notifications/push', device)).status).toBe(204);
    expect((await call(TOKENS.operator, 'POST', '/notifications/push', device)).status).toBe(204);
    expect(
      await engine.store.db.selectFrom('push_subscriptions').select('person_key').execute(),
    ).toHaveLength(1);
    await call(TOKENS.support, 'DELETE', '/notifications/push', { endpoint: device.endpoint });
    expect(
      (await (await call(TOKENS.operator, 'GET', '/notifications/settings')).json()).devices,
    ).toEqual([device.endpoint]);
    const plain = await call(TOKENS.operator, 'POST', '/notifications/push', {
      ...device,
      endpoint: 'http://10.0.0.1/x',
    });
    expect(plain.status).toBe(400);
    const key = await (await call(TOKENS.support, 'GET', '/notifications/push/key')).json();
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});

describe('company webhooks', () => {
  const hooks = `/companies/${COMPANIES.gamma}/webhooks`;
  it('lets an owner with equipment.update add, test and delete a webhook to an allowed host', async () => {
    const added = await call(TOKENS.owner, 'POST', hooks, {
      url: 'https://hooks.example.com/salon',
    });
    expect(added.status).toBe(201);
    const hook = await added.json();
    expect(hook.secret).toMatch(/^[0-9a-f]{48}$/);
    expect((await call(TOKENS.owner, 'POST', `${hooks}/${hook.id}/test`)).status).toBe(202);
    const list = await (await call(TOKENS.owner, 'GET', hooks)).json();
    expect(list).toEqual([
      expect.objectContaining({
        url: 'https://hooks.example.com/salon',
        lastDelivery: expect.objectContaining({ kind: 'test', state: 'pending' }),
      }),
    ]);
    expect((await call(TOKENS.owner, 'DELETE', `${hooks}/${hook.id}`)).status).toBe(204);
    expect(await (await call(TOKENS.owner, 'GET', hooks)).json()).toEqual([]);
  });

  it('refuses a host outside --webhook-allow with the reason, and saves nothing', async () => {
    const res = await call(TOKENS.owner, 'POST', hooks, { url: 'https://evil.example.org/x' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      field: 'body.url',
      reason: expect.stringMatching(/evil\.example\.org is not in this server's allowed list/),
    });
    expect(await engine.store.db.selectFrom('webhooks').selectAll().execute()).toEqual([]);
  });

  it('answers 403 without equipment.update in the company, also for a company the user cannot see', async () => {
    expect(
      (await call(TOKENS.support, 'GET', `/companies/${COMPANIES.alpha}/webhooks`)).status,
    ).toBe(403);
    expect((await call(TOKENS.support, 'GET', hooks)).status).toBe(403);
    expect(
      (
        await call(TOKENS.owner, 'POST', `/companies/${COMPANIES.alpha}/webhooks`, {
          url: 'https://hooks.example.com/x',
        })
      ).status,
    ).toBe(403);
  });
});
