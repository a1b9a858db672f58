import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngine } from '../test-engine.ts';
import type { RunningEngine } from '../engine.ts';
import { registerPgliteUpkeep } from './pglite-upkeep.ts';

const MB = 1024 * 1024;
const walBytes = (dir: string) =>
  readdirSync(join(dir, 'pg_wal'))
    .filter((f) => /^[0-9A-F]{24}$/.test(f))
    .reduce((sum, f) => sum + statSync(join(dir, 'pg_wal', f)).size, 0);

describe('PGlite upkeep', () => {
  let engine: RunningEngine | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await engine?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the embedded database's WAL small: a checkpoint task shrinks 130 MB of WAL under 100 MB", async () => {
    dir = mkdtempSync(join(tmpdir(), 'engine-wal-'));
    const tasks: { name: string; run: (now: number) => Promise<void> }[] = [];
    ({ engine } = await testEngine({ units: 5 }, { database: dir }));
    const addLeaderTask = engine.addLeaderTask.bind(engine);
    engine.addLeaderTask = (task) => {
      tasks.push(task);
      addLeaderTask(task);
    };
    registerPgliteUpkeep(engine);
    expect(tasks.map((t) => t.name)).toEqual(['pglite-checkpoint']);

    const db = engine.store.db;
    await sql`create table wal_filler (id int primary key, v text)`.execute(db);
    // Each round rewrites 40,000 rows of 500 bytes: ~33 MB of WAL.
    for (let round = 0; round < 4; round++) {
      await sql`insert into wal_filler select g, repeat(${String(round)}, 500)
        from generate_series(1, 40000) g
        on conflict (id) do update set v = excluded.v`.execute(db);
    }
    // Single-user PostgreSQL never checkpoints by itself: all of it is still there.
    expect(walBytes(dir)).toBeGreaterThan(120 * MB);
    await tasks[0]!.run(Date.now());
    expect(walBytes(dir)).toBeLessThanOrEqual(96 * MB);
  }, 120_000);

  it('registers nothing on a PostgreSQL server (it checkpoints by itself)', () => {
    const names: string[] = [];
    const onServer = {
      store: { kind: 'postgres' },
      addLeaderTask: (t: { name: string }) => void names.push(t.name),
    };
    registerPgliteUpkeep(onServer as unknown as RunningEngine);
    expect(names).toEqual([]);
  });
});
