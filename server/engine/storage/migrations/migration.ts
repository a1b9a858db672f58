// One schema step. `up` runs inside the migration transaction (storage/migrate.ts).
import type { Kysely } from 'kysely';

export interface Migration {
  /** 'NNN-name', the file's name; ranges per area in server/engine/README.md. */
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>): Promise<void>;
}
