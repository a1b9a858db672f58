// One query layer (Kysely) over the embedded PGlite (a folder or memory) or a PostgreSQL server.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/all.ts';
import type { Migration } from './migrations/migration.ts';
import { lockFolder } from './folder-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface EngineDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Delivers NOTIFY payloads of `channel` from any process (LISTEN). Returns unlisten. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8 = 20;
/** Times are bigint ms (docs/decisions.md#timestamps-units): well inside Number's exact range, so they read back as numbers. */
const toNumber = (text: string) => Number(text);

/** PGlite runs PostgreSQL in single-user mode: no checkpointer, so its WAL grows until someone
 *  runs CHECKPOINT (runners/pglite-upkeep.ts), and a CHECKPOINT removes old segments only down to
 *  max_wal_size (1 GB by default): kept small here (docs/decisions.md#engine-database-growth). */
const PGLITE_WAL_LIMITS = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

export function isPostgresUrl(spec: string): boolean {
  return /^postgres(ql)?:\/\//i.test(spec);
}

/** A folder, `memory`, or a postgres:// URL; migrations run before it is handed out. */
export async function openDatabase(
  spec: string,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<EngineDatabase> {
  const store = isPostgresUrl(spec) ? openPostgres(spec) : await openPGlite(spec);
  try {
    await migrate(store.db, migrations);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function openPGlite(spec: string): Promise<EngineDatabase> {
  const memory = spec === 'memory';
  if (!memory) await mkdir(spec, { recursive: true });
  const unlock = memory ? () => {} : lockFolder(spec);
  let lite: PGlite;
  try {
    lite = new PGlite(memory ? undefined : spec, {
      parsers: { [INT8]: toNumber },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_WAL_LIMITS],
    });
    await lite.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(lite) });
  return {
    kind: 'pglite',
    db,
    async listen(channel, onPayload) {
      const unlisten = await lite.listen(channel, onPayload);
      return () => unlisten();
    },
    async close() {
      await db.destroy();
      if (!lite.closed) await lite.close();
      unlock();
    },
  };
}

function openPostgres(url: string): EngineDatabase {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8
        ? toNumber
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', (error) => console.error('[engine] database connection lost:', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db,
    async listen(channel, onPayload) {
      // A dedicated connection: a pooled one would be handed to other queries.
      const client = new pg.Client({ connectionString: url, types });
      client.on('error', (error) =>
        console.error('[engine] LISTEN connection lost:', error.message),
      );
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      // LISTEN takes no bind parameter: only the engine's own plain channel names reach it.
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all(listeners.splice(0).map((c) => c.end().catch(() => undefined)));
      await db.destroy();
    },
  };
}
