// Every migration in order. Append-only: a migration on main is never edited (README, ranges).
import { migration as core001 } from './001-core.ts';
import { migration as workOrders040 } from './040-work-orders.ts';
import type { Migration } from './migration.ts';

export const MIGRATIONS: readonly Migration[] = [core001, workOrders040];
