// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { claimDue } from '../notifications/claim.ts';
import { smtpMailer, type Mailer } from '../notifications/mail-send.ts';
import { planTransitions } from '../notifications/plan-transitions.ts';
import { startSmtp } from '../notifications/test-peers.ts';
import { addPerson, addTransition, addUnit } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createNotificationRunner, type NotificationRunnerDeps } from './notification-runner.ts';

let store: EngineDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;
const acked = new Set<string>();
const T = Date.UTC(2026, 10, 27, 12, 0);

beforeAll(async () => {
  [store, smtp] = await Promise.all([openDatabase('memory'), startSmtp()]);
  mailer = smtpMailer(smtp.url, 'dashboard@example.com');
}, 60_000);
afterAll(async () => {
  mailer.close();
  await Promise.all([store.close(), smtp.close()]);
});

beforeEach(async () => {
  const { db } = store;
  for (const t of [
    'notification_deliveries',
    'notification_settings',
    'alert_transitions',
    'units',
    'audit_log',
    'engine_meta',
  ] as const)
    await db.deleteFrom(t).execute();
  smtp.mails.length = 0;
  acked.clear();
  await addUnit(db, 'u1', 'c1', 'Bed 1', 'SN-1', 'Amsterdam Centrum');
  await addUnit(db, 'u2', 'c2', 'Secret Bed', 'SN-SECRET', 'Rotterdam Zuid');
});

const runner = (extra: Partial<NotificationRunnerDeps> = {}) =>
  createNotificationRunner({
    db: store.db,
    audit: createAuditLog(store.db),
    mailer,
    mailFrom: 'dashboard@example.com',
    webhookAllow: [],
    publicUrl: 'https://fleet.example.com',
    acknowledged: async (_db, ids) => new Set(ids.filter((id) => acked.has(id))),
    ...extra,
  });
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);

describe('e-mail notifications', () => {
  it('sends one message per transition, in each recipient’s language, naming only what they may see', async () => {
    const { db } = store;
    await addPerson(db, 'anna', { companies: ['c1'], email: 'anna@example.com', language: 'nl' });
    await addPerson(db, 'ben', {
      companies: ['c1', 'c2'],
      email: 'ben@example.com',
      language: 'de',
    });
    await addPerson(db, 'carl', { companies: ['c2'], email: 'carl@example.com' });
    const a = await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1' });
    await addTransition(db, {
      alert_id: a.alert_id,
      transition: 'resolved',
      at: T + 1,
      unit_guid: 'u1',
      company: 'c1',
    });
    await addTransition(db, {
      at: T,
      unit_guid: 'u2',
      company: 'c2',
      rule: 'offline',
      value: '45 min',
    });
    const r = runner();
    await r.tick(T + 2);
    await r.tick(T + 3);

    const anna = mailsTo('anna@example.com');
    expect(anna.map((m) => m.subject)).toEqual([
      'Melding: Storing – Bed 1 (SN-1)',
      'Opgelost: Storing – Bed 1 (SN-1)',
    ]);
    expect(anna[0]!.text).toContain('Locatie: Amsterdam Centrum');
    expect(anna[0]!.text).toContain('https://fleet.example.com/equipment/u1');
    expect(anna.map((m) => m.subject + m.text).join()).not.toMatch(/SECRET|Rotterdam|Secret Bed/);
    expect(
      mailsTo('ben@example.com')
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Alarm: Gerät offline – Secret Bed (SN-SECRET)',
      'Alarm: Störung – Bed 1 (SN-1)',
      'Behoben: Störung – Bed 1 (SN-1)',
    ]);
    expect(mailsTo('carl@example.com').map((m) => m.subject)).toEqual([
      'Alert: Unit offline – Secret Bed (SN-SECRET)',
    ]);
    expect(smtp.mails).toHaveLength(6);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'details', 'outcome'])
      .execute();
    const sends = audit.filter((e) => e.action === 'notification.send');
    expect(sends.flatMap((e) => e.details.deliveries as number[])).toHaveLength(6);
    expect(JSON.stringify(audit)).not.toMatch(/Storing|Bed 1|anna@example/);
  });

  it('holds a non-critical message through quiet hours and lets a critical one through', async () => {
    const { db } = store;
    await addPerson(db, 'dora', {
      companies: ['c1'],
      email: 'dora@example.com',
      quiet: [22 * 60, 7 * 60],
    });
    const night = Date.UTC(2026, 10, 27, 23, 0);
    await addTransition(db, { at: night, unit_guid: 'u1', company: 'c1', rule: 'fault' });
    await addTransition(db, {
      at: night,
      unit_guid: 'u1',
      company: 'c1',
      rule: 'critical-error',
      critical: true,
    });
    const r = runner();
    await r.tick(night);
    expect(smtp.mails.map((m) => m.subject)).toEqual([
      'Alert: Critical error active – Bed 1 (SN-1)',
    ]);
    await r.tick(Date.UTC(2026, 10, 28, 6, 59));
    expect(smtp.mails).toHaveLength(1);
    await r.tick(Date.UTC(2026, 10, 28, 7, 0));
    await r.tick(Date.UTC(2026, 10, 28, 7, 5));
    expect(smtp.mails.map((m) => m.subject)).toEqual([
      'Alert: Critical error active – Bed 1 (SN-1)',
      'Alert: Fault state – Bed 1 (SN-1)',
    ]);
  });

  it('repeats every N minutes while unacknowledged and stops at the acknowledgement', async () => {
    const { db } = store;
    await addPerson(db, 'eve', { companies: ['c1'], email: 'eve@example.com', repeat: 10 });
    const a = await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1' });
    const r = runner();
    await r.tick(T);
    await r.tick(T + 5 * 60_000);
    expect(smtp.mails).toHaveLength(1);
    await r.tick(T + 10 * 60_000);
    await r.tick(T + 11 * 60_000);
    expect(smtp.mails.map((m) => m.subject)).toEqual([
      'Alert: Fault state – Bed 1 (SN-1)',
      'Still firing, not acknowledged: Fault state – Bed 1 (SN-1)',
    ]);
    acked.add(a.alert_id);
    await r.tick(T + 20 * 60_000);
    await r.tick(T + 40 * 60_000);
    expect(smtp.mails).toHaveLength(2);
  });

  it('a restart mid-delivery and a second engine send nothing twice', async () => {
    const { db } = store;
    await addPerson(db, 'fay', { companies: ['c1'], email: 'fay@example.com' });
    for (let i = 0; i < 6; i++)
      await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1', value: `v${i}` });
    // The first engine planned everything and claimed two, then died before they left.
    await planTransitions(db, T, 100);
    expect(await claimDue(db, T, 2)).toHaveLength(2);
    // A restart replans from an older cursor: the key keeps one row per transition.
    await db.deleteFrom('engine_meta').where('key', '=', 'notifications.cursor').execute();
    const later = T + 6 * 60_000;
    await Promise.all([runner().tick(later), runner().tick(later)]);
    await runner().tick(later + 60_000);
    expect(smtp.mails).toHaveLength(4);
    expect(new Set(smtp.mails.map((m) => m.text)).size).toBe(4);
    const states = await db.selectFrom('notification_deliveries').select('state').execute();
    expect(states.map((s) => s.state).sort()).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'unknown',
      'unknown',
    ]);
  });
});
