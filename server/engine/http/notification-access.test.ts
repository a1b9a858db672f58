// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { COMPANIES, PERSONAS, SERVICE_IDENTITY, TOKENS } from '../../simulator/fixtures.ts';
import { testSimulator } from '../../simulator/test-helpers.ts';
import { createEngine, type RunningEngine } from '../engine.ts';
import { smtpMailer, type Mailer } from '../notifications/mail-send.ts';
import { SNAPSHOT_TTL_MS } from '../notifications/recipients.ts';
import { startSmtp } from '../notifications/test-peers.ts';
import { addTransition, addUnit } from '../notifications/test-rows.ts';
import { createNotificationRunner } from '../runners/notification-runner.ts';
import { createServiceClient } from '../service/service-client.ts';
import { TEST_ENGINE_OPTIONS } from '../test-engine.ts';
import { engineRoutes } from './routes.ts';

// docs/decisions.md#notifications: a person who loses a company on the equipment service stops
// getting its messages at their next use of the engine (any route), and everyone stops within
// SNAPSHOT_TTL_MS of their last use (the engine keeps no token to ask the service again).
let clock = Date.UTC(2026, 10, 27, 12, 0);
let engine: RunningEngine;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;
let api: ReturnType<typeof engineRoutes>;
const support = PERSONAS.support as { companies: Record<string, readonly string[]> };
const before = support.companies;

beforeAll(async () => {
  const simulator = testSimulator({ units: 10 });
  const service = createServiceClient(
    {
      base: 'http://simulator.local/api',
      fetch: (r) => simulator.app.fetch(r),
      serviceToken: SERVICE_IDENTITY.token,
    },
    () => clock,
  );
  smtp = await startSmtp();
  mailer = smtpMailer(smtp.url, 'dashboard@example.com');
  engine = await createEngine(TEST_ENGINE_OPTIONS, { service, now: () => clock });
  api = engineRoutes(engine);
  await addUnit(engine.store.db, 'ua', COMPANIES.alpha, 'Alpha Bed', 'SN-A', 'Utrecht');
  await addUnit(engine.store.db, 'ub', COMPANIES.beta, 'Beta Bed', 'SN-B', 'Breda');
}, 60_000);
afterAll(async () => {
  support.companies = before;
  mailer.close();
  await Promise.all([engine.stop(), smtp.close()]);
});

const call = (method: string, path: string, body?: unknown) =>
  api.request(`/engine/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKENS.support}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const tick = () =>
  createNotificationRunner({
    db: engine.store.db,
    audit: createAuditLog(engine.store.db),
    mailer,
    mailFrom: 'dashboard@example.com',
    webhookAllow: [],
    publicUrl: 'https://fleet.example.com',
    acknowledged: async () => new Set(),
  }).tick(clock);
const fire = async () => {
  await addTransition(engine.store.db, { at: clock, unit_guid: 'ua', company: COMPANIES.alpha });
  await addTransition(engine.store.db, { at: clock, unit_guid: 'ub', company: COMPANIES.beta });
  await tick();
  return smtp.mails.splice(0).map((m) => m.subject);
};

describe('permissions refreshed without a visit to the notifications page', () => {
  it('a company taken away on the service stops its messages at the person’s next use, and all stop after the TTL', async () => {
    const saved = await call('PUT', '/notifications/settings', {
      emailOn: true,
      email: 'sam@example.com',
      language: 'en',
      timeZone: 'UTC',
      quietHours: '',
      repeatMinutes: null,
      companies: null,
      rules: null,
    });
    expect(saved.status).toBe(204);
    expect((await fire()).sort()).toEqual([
      'Alert: Fault state – Alpha Bed (SN-A)',
      'Alert: Fault state – Beta Bed (SN-B)',
    ]);

    // The service takes beta away; the person only looks at the alerts count afterwards.
    support.companies = { [COMPANIES.alpha]: before[COMPANIES.alpha]! };
    clock += 61_000;
    expect((await call('GET', '/alerts/count')).status).toBe(200);
    expect(await fire()).toEqual(['Alert: Fault state – Alpha Bed (SN-A)']);

    // Three days without any use: the snapshot is no longer trusted, nothing is sent; the person
    // is told a day before, and when it happens.
    clock += SNAPSHOT_TTL_MS - 60_000;
    expect((await fire()).sort()).toEqual([
      'Alert: Fault state – Alpha Bed (SN-A)',
      'Open the dashboard within a day to keep receiving alerts',
    ]);
    clock += 2 * 60_000;
    expect(await fire()).toEqual(['Alerts are paused until you open the dashboard']);
    expect(await fire()).toEqual([]);
    // Using the dashboard again confirms it.
    expect((await call('GET', '/status')).status).toBe(200);
    expect(await fire()).toEqual(['Alert: Fault state – Alpha Bed (SN-A)']);
  });
});
