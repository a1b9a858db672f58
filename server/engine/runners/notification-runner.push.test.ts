// @vitest-environment node
// Web push at the protocol level: a local push service decrypts the aes128gcm body (RFC 8291)
// with the subscription's private key and auth secret, and checks the VAPID JWT (RFC 8292).
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { pushPeer } from '../notifications/push-peer.ts';
import { startReceiver } from '../notifications/test-peers.ts';
import { addPerson, addTransition, addUnit } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createNotificationRunner } from './notification-runner.ts';

const T = Date.UTC(2026, 10, 27, 12, 0);
const device = pushPeer();
const decrypt = (body: Buffer) => device.decrypt(body);

function vapidValid(header: string, audience: string): boolean {
  const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(header) ?? [];
  if (!jwt || !k) return false;
  const [head, claims, sig] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig!, 'base64url'),
  );
  return ok && JSON.parse(Buffer.from(claims!, 'base64url').toString()).aud === audience;
}

let store: EngineDatabase;
let push: Awaited<ReturnType<typeof startReceiver>>;
let status = 201;
beforeAll(async () => {
  [store, push] = await Promise.all([
    openDatabase('memory'),
    startReceiver((_, res) => res.writeHead(status).end()),
  ]);
  await addUnit(store.db, 'u1', 'c1', 'Bed 1', 'SN-1', 'Amsterdam Centrum');
  await addPerson(store.db, 'gina', { companies: ['c1'], language: 'de' });
  await store.db
    .insertInto('push_subscriptions')
    .values({
      person_key: 'gina',
      endpoint: `${push.url}/push/gina`,
      ...device.keys,
      created_at: T,
    })
    .execute();
}, 60_000);
afterAll(() => Promise.all([store.close(), push.close()]));

const runner = () =>
  createNotificationRunner({
    db: store.db,
    audit: createAuditLog(store.db),
    mailer: null,
    mailFrom: 'dashboard@example.com',
    webhookAllow: [push.host],
    publicUrl: 'https://fleet.example.com',
    acknowledged: async () => new Set(),
  });

describe('web push', () => {
  it('delivers an encrypted, VAPID-signed message the device can read, in its owner’s language', async () => {
    await addTransition(store.db, {
      at: T,
      unit_guid: 'u1',
      company: 'c1',
      rule: 'critical-error',
      critical: true,
    });
    await runner().tick(T);
    expect(push.received).toHaveLength(1);
    const request = push.received[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(vapidValid(String(request.headers.authorization), push.url)).toBe(true);
    expect(JSON.parse(decrypt(request.body))).toMatchObject({
      title: 'Alarm: Kritischer Fehler aktiv – Bed 1 (SN-1)',
      url: '/equipment/u1',
    });
  });

  it('removes the subscription when the push service answers 410', async () => {
    status = 410;
    await addTransition(store.db, { at: T, unit_guid: 'u1', company: 'c1' });
    await runner().tick(T);
    expect(push.received).toHaveLength(2);
    expect(await store.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });
});
