// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { smtpMailer, type Mailer } from '../notifications/mail-send.ts';
import { startSmtp } from '../notifications/test-peers.ts';
import { addPerson, addUnit } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createNotificationRunner } from './notification-runner.ts';

// The daily digest (docs/decisions.md#notifications) against a real SMTP server: once per local
// day at 07:00 in the person's time zone, in their language, naming only their companies' units.
let store: EngineDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;

const firing = (id: string, rule: string, unit: string, company: string, value: string) => ({
  key: `${rule}|unit:${unit}`,
  id,
  rule,
  subject: JSON.stringify({ kind: 'unit', guid: unit, label: unit }),
  company_guids: [company],
  unit_guid: unit,
  site_key: null,
  phase: 'firing' as const,
  since: 0,
  firing_at: 0,
  polls: 2,
  value,
  detail: null,
  updated_at: 0,
  ack_by_key: null,
  ack_by_name: null,
  ack_at: null,
  snoozed_by_key: null,
  snoozed_by_name: null,
  snoozed_until: null,
});
const usedDay = (guid: string, company: string, from: number, to: number) => ({
  guid,
  day: '2026-11-26',
  company_guids: [company],
  first_at: 0,
  last_at: 0,
  counters: JSON.stringify({ operating: [from, to] }),
  logs: '{}',
  states: '[]',
});

beforeAll(async () => {
  [store, smtp] = await Promise.all([openDatabase('memory'), startSmtp()]);
  mailer = smtpMailer(smtp.url, 'dashboard@example.com');
  const { db } = store;
  await addUnit(db, 'u1', 'c1', 'Bed 1', 'SN-1', 'Amsterdam Centrum');
  await addUnit(db, 'u2', 'c2', 'Secret Bed', 'SN-SECRET', 'Rotterdam Zuid');
  await db
    .insertInto('alerts')
    .values([
      firing('a1', 'service-overdue', 'u1', 'c1', 'Lamps 1,210 h of 1,000 h'),
      firing('a2', 'critical-error', 'u1', 'c1', 'E7 overheating'),
      firing('a3', 'fault', 'u2', 'c2', 'E12 secret fault'),
    ])
    .execute();
  await db
    .insertInto('unit_days')
    .values([usedDay('u1', 'c1', 600, 720), usedDay('u2', 'c2', 0, 300)])
    .execute();
  // 07:00 in Amsterdam is 06:00 UTC in November.
  await addPerson(db, 'olga', {
    companies: ['c1'],
    email: 'olga@example.com',
    language: 'nl',
    timeZone: 'Europe/Amsterdam',
    digest: true,
  });
  await addPerson(db, 'max', { companies: ['c1', 'c2'], email: 'max@example.com' });
}, 60_000);
afterAll(async () => {
  mailer.close();
  await Promise.all([store.close(), smtp.close()]);
});

const runner = () =>
  createNotificationRunner({
    db: store.db,
    audit: createAuditLog(store.db),
    mailer,
    mailFrom: 'dashboard@example.com',
    webhookAllow: [],
    publicUrl: 'https://fleet.example.com',
    acknowledged: async () => new Set(),
  });

describe('the daily digest', () => {
  it('goes once a day at 07:00 local time, across ticks and a restart, naming only the person’s units', async () => {
    const first = runner();
    await first.tick(Date.UTC(2026, 10, 27, 5, 59));
    expect(smtp.mails).toHaveLength(0);
    await first.tick(Date.UTC(2026, 10, 27, 6, 0));
    await first.tick(Date.UTC(2026, 10, 27, 6, 2));
    // A restart (a new runner on the same database), and a second engine ticking at once.
    await Promise.all([
      runner().tick(Date.UTC(2026, 10, 27, 9, 0)),
      runner().tick(Date.UTC(2026, 10, 27, 9, 0)),
    ]);
    expect(smtp.mails.map((m) => [m.to, m.subject])).toEqual([
      ['olga@example.com', 'Dagelijks overzicht – 2026-11-27'],
    ]);
    const text = smtp.mails[0]!.text;
    expect(text).toContain('Onderhoud nodig of te laat (1)');
    expect(text).toContain('Bed 1 (SN-1) – Onderhoud te laat: Lamps 1,210 h of 1,000 h');
    expect(text).toContain('Fouten (1)');
    expect(text).toContain('Bed 1 (SN-1) – Kritieke fout actief: E7 overheating');
    expect(text).toContain('Gebruik gisteren: 2 u op 1 apparaat');
    expect(text).toContain('https://fleet.example.com/');
    expect(text).not.toMatch(/SECRET|Secret|Rotterdam|E12/);

    // The next local day: one more.
    await runner().tick(Date.UTC(2026, 10, 28, 6, 0));
    await runner().tick(Date.UTC(2026, 10, 28, 6, 5));
    expect(smtp.mails.map((m) => m.subject)).toEqual([
      'Dagelijks overzicht – 2026-11-27',
      'Dagelijks overzicht – 2026-11-28',
    ]);
    const rows = await store.db
      .selectFrom('notification_deliveries')
      .select(['recipient', 'occasion', 'state'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { recipient: 'olga', occasion: 'd:2026-11-27', state: 'sent' },
      { recipient: 'olga', occasion: 'd:2026-11-28', state: 'sent' },
    ]);
  });
});
