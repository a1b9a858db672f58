// Every migration in order. Append-only: a migration on main is never edited (README, ranges).
import { migration as core001 } from './001-core.ts';
import { migration as core002 } from './002-units-fillfactor.ts';
import { migration as history010 } from './010-history.ts';
import { migration as alerts011 } from './011-alerts.ts';
import type { Migration } from './migration.ts';

export const MIGRATIONS: readonly Migration[] = [core001, core002, history010, alerts011];
