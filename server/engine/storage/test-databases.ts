// The storage tests run the same bodies on the embedded PGlite and on a real PostgreSQL server
// (scripts/postgres-for-tests.mjs), which is skipped with the printed reason where there is none.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestDatabase,
  startTestPostgres,
  type TestPostgres,
} from '../../../scripts/postgres-for-tests.mjs';
import type { DatabaseKind } from './database.ts';

let server: Promise<TestPostgres> | undefined;
let count = 0;

/** The test PostgreSQL of this test file (started once), or why there is none. */
export function testPostgres(): Promise<TestPostgres> {
  server ??=
    process.env.ENGINE_PG_TESTS === '0'
      ? Promise.resolve({ skip: 'ENGINE_PG_TESTS=0' })
      : startTestPostgres().then((s) => {
          if ('skip' in s) console.warn(`[engine tests] PostgreSQL tests skipped: ${s.skip}`);
          return s;
        });
  return server;
}

export async function stopTestPostgres(): Promise<void> {
  const s = await server;
  // Test files share this module (vite.config.ts `isolate: false`): the next file starts its own.
  server = undefined;
  if (s && 'stop' in s) s.stop();
}

/** A fresh, empty database spec of this kind: a new PGlite folder or a new PostgreSQL database. */
export async function freshDatabase(kind: DatabaseKind): Promise<string> {
  if (kind === 'pglite') return mkdtemp(join(tmpdir(), 'engine-db-'));
  const s = await testPostgres();
  if ('skip' in s) throw new Error(s.skip);
  return createTestDatabase(s.url, `t${process.pid}_${++count}`);
}
