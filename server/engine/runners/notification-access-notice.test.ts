// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { smtpMailer, type Mailer } from '../notifications/mail-send.ts';
import { refreshSnapshot } from '../notifications/settings-store.ts';
import { startSmtp } from '../notifications/test-peers.ts';
import { addPerson, addUnit } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createNotificationRunner } from './notification-runner.ts';

// docs/decisions.md#notifications: a person whose permission snapshot ages is told on their own
// channels, once per confirmation — a day before it lapses, and when it does — in their language,
// naming nothing they may no longer see; their next request makes both possible again.
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20, 12, 0);
const SOON_EN = 'Open the dashboard within a day to keep receiving alerts';
const PAUSED_EN = 'Alerts are paused until you open the dashboard';
const SOON_NL = 'Open het dashboard binnen een dag om meldingen te blijven ontvangen';
const PAUSED_NL = 'Meldingen zijn gepauzeerd tot u het dashboard opent';

let store: EngineDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;

beforeAll(async () => {
  [store, smtp] = await Promise.all([openDatabase('memory'), startSmtp()]);
  mailer = smtpMailer(smtp.url, 'dashboard@example.com');
  const { db } = store;
  await addUnit(db, 'u1', 'c1', 'Bed 1', 'SN-1', 'Amsterdam Centrum');
  await addPerson(db, 'max', { companies: ['c1'], email: 'max@example.com', permissionsAt: T0 });
  await addPerson(db, 'olga', {
    companies: ['c1'],
    email: 'olga@example.com',
    language: 'nl',
    timeZone: 'Europe/Amsterdam',
    permissionsAt: T0,
  });
  // Settings saved, but no e-mail and no device: nothing to tell them through.
  await addPerson(db, 'nina', { companies: ['c1'], permissionsAt: T0 });
  // Last seen long before (say, before this engine knew notices): not written to out of the blue.
  await addPerson(db, 'lena', {
    companies: ['c1'],
    email: 'lena@example.com',
    permissionsAt: T0 - 10 * DAY,
  });
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
const received = () => smtp.mails.splice(0).map((m) => [m.to, m.subject]);

describe('telling a person their alerts are about to stop, and that they stopped', () => {
  it('reminds at 2 days and says "paused" after 3, each once across ticks and a restart, in the person’s language, not to a person without channels or long gone', async () => {
    const first = runner();
    await first.tick(T0 + 2 * DAY - 60_000);
    expect(received()).toEqual([]);
    await first.tick(T0 + 2 * DAY);
    await first.tick(T0 + 2 * DAY + 2000);
    // A restart (a new runner on the same database) and a second engine ticking at once.
    await Promise.all([runner().tick(T0 + 2 * DAY + 60_000), runner().tick(T0 + 2 * DAY + 60_000)]);
    const mails = smtp.mails.splice(0);
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['max@example.com', SOON_EN],
      ['olga@example.com', SOON_NL],
    ]);
    const olga = mails.find((m) => m.to === 'olga@example.com')!;
    expect(olga.text).toContain('U hebt het Sunbed Fleet-dashboard 2 dagen niet geopend.');
    expect(olga.text).toContain('Open het dashboard: https://fleet.example.com/');
    expect(mails.map((m) => m.text).join('\n')).not.toMatch(/Bed 1|SN-1|Amsterdam|c1/);

    // Exactly 3 days is still within the bound; a minute later the snapshot has lapsed.
    await runner().tick(T0 + 3 * DAY);
    expect(received()).toEqual([]);
    await runner().tick(T0 + 3 * DAY + 60_000);
    await runner().tick(T0 + 3 * DAY + 62_000);
    await runner().tick(T0 + 4 * DAY);
    expect(received().sort()).toEqual([
      ['max@example.com', PAUSED_EN],
      ['olga@example.com', PAUSED_NL],
    ]);

    const rows = await store.db
      .selectFrom('notification_deliveries')
      .select(['recipient', 'occasion', 'channel', 'state'])
      .orderBy('recipient')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { recipient: 'max', occasion: `soon:${T0}`, channel: 'email', state: 'sent' },
      { recipient: 'max', occasion: `paused:${T0}`, channel: 'email', state: 'sent' },
      { recipient: 'olga', occasion: `soon:${T0}`, channel: 'email', state: 'sent' },
      { recipient: 'olga', occasion: `paused:${T0}`, channel: 'email', state: 'sent' },
    ]);
    const audit = await store.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'notification.%')
      .execute();
    expect(
      audit.map((e) => [
        e.action,
        e.details.occasion,
        [...(e.details.recipients as string[])].sort(),
      ]),
    ).toEqual([
      ['notification.send', `soon:${T0}`, ['max', 'olga']],
      ['notification.send', `paused:${T0}`, ['max', 'olga']],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/@example|dashboard within|paused until/);
  });

  it('a new request makes both possible again', async () => {
    const t1 = T0 + 4 * DAY;
    await refreshSnapshot(
      store.db,
      { key: 'max', name: 'max', permissions: new Map([['c1', new Set(['equipment.read'])]]) },
      t1,
    );
    await runner().tick(t1 + 2 * DAY - 60_000);
    expect(received()).toEqual([]);
    await runner().tick(t1 + 2 * DAY);
    await runner().tick(t1 + 2 * DAY + 2000);
    // Olga's snapshot lapsed 4 days ago and she was told then: nothing more for her.
    expect(received()).toEqual([['max@example.com', SOON_EN]]);
    await runner().tick(t1 + 3 * DAY + 1);
    expect(received()).toEqual([['max@example.com', PAUSED_EN]]);
  });

  it('holds the reminder through quiet hours, and drops it if the person came back meanwhile', async () => {
    const { db } = store;
    // Two days after 22:30 UTC falls in their quiet hours 22:00–07:00.
    const at = Date.UTC(2026, 10, 25, 22, 30);
    const quiet = { permissionsAt: at, quiet: [22 * 60, 7 * 60] as [number, number] };
    await addPerson(db, 'quinn', { ...quiet, companies: ['c1'], email: 'quinn@example.com' });
    await addPerson(db, 'ria', { ...quiet, companies: ['c1'], email: 'ria@example.com' });
    await runner().tick(at + 2 * DAY);
    expect(received()).toEqual([]);
    // Ria opens the dashboard at 06:00; at 07:00 only Quinn's reminder leaves.
    const who = {
      key: 'ria',
      name: 'ria',
      permissions: new Map([['c1', new Set(['equipment.read'])]]),
    };
    await refreshSnapshot(db, who, Date.UTC(2026, 10, 28, 6, 0));
    await runner().tick(Date.UTC(2026, 10, 28, 7, 0));
    expect(received()).toEqual([['quinn@example.com', SOON_EN]]);
    const ria = await db
      .selectFrom('notification_deliveries')
      .select(['state', 'last_error'])
      .where('recipient', '=', 'ria')
      .execute();
    expect(ria).toEqual([
      { state: 'skipped', last_error: 'the person opened the dashboard since' },
    ]);
  });
});
