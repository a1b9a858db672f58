// Every migration in order. Append-only: a migration on main is never edited (README, ranges).
import { migration as core001 } from './001-core.ts';
import { migration as unitsFillfactor002 } from './002-units-fillfactor.ts';
import { migration as history010 } from './010-history.ts';
import { migration as alerts011 } from './011-alerts.ts';
import { migration as alertsListOrder012 } from './012-alerts-list-order.ts';
import { migration as campaigns020 } from './020-campaigns.ts';
import { migration as notifications030 } from './030-notifications.ts';
import { migration as notificationDigest031 } from './031-notification-digest.ts';
import { migration as workOrders040 } from './040-work-orders.ts';
import type { Migration } from './migration.ts';

export const MIGRATIONS: readonly Migration[] = [
  core001,
  unitsFillfactor002,
  history010,
  alerts011,
  alertsListOrder012,
  campaigns020,
  notifications030,
  notificationDigest031,
  workOrders040,
];
