// @vitest-environment node
// Audit retention (docs/decisions.md#audit-log) on a real PGlite: entries older than two years go,
// the chain stays verifiable from the prune's anchor, and tampering at the new start is still named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createAuditLog } from './audit-log.ts';
import { auditCutoff, pruneAudit } from './audit-retention.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const DAY = 86_400_000;
let store: EngineDatabase;
beforeAll(async () => {
  store = await openDatabase('memory');
}, 60_000);
afterAll(() => store?.close());

const entry = (action: string) => ({
  actor: { key: 'k', email: 'o@example.com', name: 'Olivia' },
  companyGuid: 'c1',
  unitGuid: 'u1',
  action,
  details: { n: action },
  outcome: '202',
});

/** Entries at the given days before NOW, oldest first. */
async function logOf(daysAgo: number[]) {
  await store.db.deleteFrom('audit_log').execute();
  let t = 0;
  const log = createAuditLog(store.db, () => t);
  for (const [i, d] of daysAgo.entries()) {
    t = NOW - d * DAY;
    await log.append(entry(`a${i}`));
  }
  return { log, setNow: (ms: number) => (t = ms) };
}

const actions = async () =>
  (await store.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map(
    (r) => r.action,
  );

describe('audit retention (two years)', { timeout: 60_000 }, () => {
  it('the cutoff is the same moment two calendar years earlier', () => {
    expect(new Date(auditCutoff(NOW)).toISOString()).toBe('2024-11-27T12:00:00.000Z');
  });

  it('prunes what is older than two years; verify still passes from the anchor', async () => {
    const { log, setNow } = await logOf([800, 740, 731, 729, 10, 0]);
    setNow(NOW);
    const result = await pruneAudit(store.db, log, NOW);
    expect(result.pruned).toBe(3);
    expect(await actions()).toEqual(['a3', 'a4', 'a5', 'audit.prune']);
    expect(await log.verify()).toEqual({ ok: true, count: 4 });
    // New entries chain on; a second prune with nothing old does nothing.
    await log.append(entry('after'));
    expect(await pruneAudit(store.db, log, NOW)).toEqual({ pruned: 0 });
    expect(await log.verify()).toEqual({ ok: true, count: 5 });
    // A year later the next prune takes a3; verify starts from the newest of the two anchors.
    setNow(NOW + 365 * DAY);
    expect((await pruneAudit(store.db, log, NOW + 365 * DAY)).pruned).toBe(1);
    expect(await log.verify()).toMatchObject({ ok: true });
  });

  it('an entry deleted at the new start, or one altered after it, is still named', async () => {
    let { log, setNow } = await logOf([900, 800, 100, 50, 1]);
    setNow(NOW);
    await pruneAudit(store.db, log, NOW);
    let rows = await store.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    // The first kept entry deleted (as if pruned without an anchor): the next one is named.
    await store.db.deleteFrom('audit_log').where('id', '=', rows[0]!.id).execute();
    expect(await log.verify()).toEqual({ ok: false, brokenAt: rows[1]!.id });

    ({ log, setNow } = await logOf([900, 800, 100, 50, 1]));
    setNow(NOW);
    await pruneAudit(store.db, log, NOW);
    rows = await store.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    await store.db
      .updateTable('audit_log')
      .set({ outcome: '500' })
      .where('id', '=', rows[1]!.id)
      .execute();
    expect(await log.verify()).toEqual({ ok: false, brokenAt: rows[1]!.id });
  });

  it('the prune entry itself is chained: altering its anchor is named', async () => {
    const { log, setNow } = await logOf([900, 100]);
    setNow(NOW);
    await pruneAudit(store.db, log, NOW);
    const prune = await store.db
      .selectFrom('audit_log')
      .select(['id', 'details'])
      .where('action', '=', 'audit.prune')
      .executeTakeFirstOrThrow();
    const kept = await store.db
      .selectFrom('audit_log')
      .select(['id', 'prev_hash'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Point the anchor at something else: the first kept entry no longer links to it.
    await store.db
      .updateTable('audit_log')
      .set({ details: JSON.stringify({ ...prune.details, lastHash: 'f'.repeat(64) }) })
      .where('id', '=', prune.id)
      .execute();
    expect(await log.verify()).toEqual({ ok: false, brokenAt: kept.id });
  });
});
