// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { smtpMailer, type Mailer } from '../notifications/mail-send.ts';
import { pushPeer } from '../notifications/push-peer.ts';
import { startReceiver, startSmtp } from '../notifications/test-peers.ts';
import { addPerson } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createNotificationRunner } from './notification-runner.ts';

// docs/decisions.md#notifications: the access reminder goes on every channel of the person (a
// local push service decrypts what the device would show), in their language.
const DAY = 86_400_000;
const AT = Date.UTC(2026, 11, 10, 12, 0);
const SOON_DE = 'Öffnen Sie das Dashboard innerhalb eines Tages, um weiter Alarme zu erhalten';
const device = pushPeer();
let store: EngineDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let push: Awaited<ReturnType<typeof startReceiver>>;
let mailer: Mailer;

beforeAll(async () => {
  [store, smtp, push] = await Promise.all([
    openDatabase('memory'),
    startSmtp(),
    startReceiver((_, res) => res.writeHead(201).end()),
  ]);
  mailer = smtpMailer(smtp.url, 'dashboard@example.com');
  await addPerson(store.db, 'gina', {
    companies: ['c1'],
    email: 'gina@example.com',
    language: 'de',
    permissionsAt: AT,
  });
  await store.db
    .insertInto('push_subscriptions')
    .values({
      person_key: 'gina',
      endpoint: `${push.url}/push/gina`,
      ...device.keys,
      created_at: AT,
    })
    .execute();
}, 60_000);
afterAll(async () => {
  mailer.close();
  await Promise.all([store.close(), smtp.close(), push.close()]);
});

const runner = () =>
  createNotificationRunner({
    db: store.db,
    audit: createAuditLog(store.db),
    mailer,
    mailFrom: 'dashboard@example.com',
    webhookAllow: [push.host],
    publicUrl: 'https://fleet.example.com',
    acknowledged: async () => new Set(),
  });

describe('the access reminder on every channel', () => {
  it('goes to the device and the e-mail of the person once, in German for a German person', async () => {
    await runner().tick(AT + 2 * DAY);
    await runner().tick(AT + 2 * DAY + 2000);
    expect(smtp.mails.map((m) => [m.to, m.subject])).toEqual([['gina@example.com', SOON_DE]]);
    expect(push.received.map((r) => JSON.parse(device.decrypt(r.body)))).toEqual([
      {
        title: SOON_DE,
        body: 'Ihre Alarme enden morgen, wenn Sie das Dashboard nicht öffnen.',
        url: '/',
        tag: 'access',
      },
    ]);
  });
});
