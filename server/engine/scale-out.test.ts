// @vitest-environment node
// One leader (docs/decisions.md#engine-storage) with two processes on one real PostgreSQL: exactly
// one leader; SIGKILL it mid-poll and the other takes over within two poll intervals; nothing
// written twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../simulator/fixtures.ts';
import { freshDatabase, stopTestPostgres, testPostgres } from './storage/test-databases.ts';

const INTERVAL = 1000;
const root = join(import.meta.dirname, '..', '..');
const pgSkip = await testPostgres().then((s) => ('skip' in s ? s.skip : undefined));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children)
    if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
  await stopTestPostgres();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Status {
  leader: boolean;
  lastPollAt: number | null;
  units: number;
}

async function status(port: number): Promise<Status | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/engine/v1/status`, {
      headers: { Authorization: `Bearer ${TOKENS.operator}` },
    });
    return res.ok ? ((await res.json()) as Status) : undefined;
  } catch {
    return undefined;
  }
}

async function server(database: string) {
  const port = await freePort();
  const args = ['server/serve.ts', '--port', String(port), '--database', database];
  args.push(
    '--poll-interval',
    String(INTERVAL),
    '--units',
    '3000',
    '--fast',
    '--dist',
    '/nonexistent',
  );
  // `node --import tsx`, not tsx's CLI: the CLI SIGKILLs a child that does not confirm a group
  // SIGTERM within 60 ms (a busy poll), and the graceful stop below would never run.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  children.push(child);
  return { port, child };
}

describe.skipIf(pgSkip !== undefined)('two engines on one PostgreSQL', () => {
  it(
    'one leader; when it is killed mid-poll the other leads within two intervals, nothing twice',
    { timeout: 180_000 },
    async () => {
      const database = await freshDatabase('postgres');
      const [a, b] = await Promise.all([server(database), server(database)]);
      await expect
        .poll(async () => [await status(a.port), await status(b.port)].every(Boolean), {
          timeout: 90_000,
          interval: 250,
        })
        .toBe(true);
      const leaders = async () =>
        (await Promise.all([status(a.port), status(b.port)])).map((s) => s?.leader === true);
      await expect
        .poll(async () => (await leaders()).filter(Boolean).length, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(1);
      // Stays exactly one over several renewals.
      for (let i = 0; i < 8; i++) {
        expect((await leaders()).filter(Boolean)).toHaveLength(1);
        await new Promise((r) => setTimeout(r, INTERVAL / 4));
      }
      const [aLeads] = await leaders();
      const [leader, follower] = aLeads ? [a, b] : [b, a];
      await expect
        .poll(async () => (await status(leader.port))?.lastPollAt ?? null, { timeout: 30_000 })
        .not.toBeNull();

      // Mid-poll: a poll has just finished, the next one starts one interval after the last.
      const last = (await status(leader.port))!.lastPollAt!;
      await expect
        .poll(async () => (await status(leader.port))?.lastPollAt, {
          timeout: 10_000,
          interval: 20,
        })
        .not.toBe(last);
      await new Promise((r) => setTimeout(r, INTERVAL * 0.95));
      const killedAt = Date.now();
      process.kill(-leader.child.pid!, 'SIGKILL');

      await expect
        .poll(async () => (await status(follower.port))?.leader, { timeout: 10_000, interval: 50 })
        .toBe(true);
      const tookOver = Date.now() - killedAt;
      expect(tookOver).toBeLessThanOrEqual(2 * INTERVAL);
      await expect
        .poll(async () => (await status(follower.port))?.lastPollAt ?? 0, { timeout: 20_000 })
        .toBeGreaterThan(killedAt);

      const client = new pg.Client({ connectionString: database });
      await client.connect();
      try {
        const units = await client.query<{ n: string; d: string }>(
          'select count(*) n, count(distinct guid) d from units',
        );
        expect(Number(units.rows[0]!.n)).toBeGreaterThan(2900);
        expect(units.rows[0]!.n).toBe(units.rows[0]!.d);
        const twice = await client.query(
          'select alert_id, transition, at from alert_transitions group by 1, 2, 3 having count(*) > 1',
        );
        expect(twice.rows).toEqual([]);
        // A graceful stop gives the lease up at once.
        process.kill(-follower.child.pid!, 'SIGTERM');
        await new Promise((r) => follower.child.once('exit', r));
        const lease = await client.query("select holder from engine_lease where name = 'leader'");
        expect(lease.rows).toEqual([]);
      } finally {
        await client.end();
      }
      console.log(
        `[scale-out] the follower took over ${tookOver} ms after the leader was killed (interval ${INTERVAL} ms)`,
      );
    },
  );
});
