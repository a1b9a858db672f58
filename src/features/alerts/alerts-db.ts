import type { DBSchema } from 'idb';
import type { AlertInstance, AlertState, ResolvedAlert } from '@/domain/alerts/alert-engine';
import type { RuleSettings } from '@/domain/alerts/alert-rules';
import type { DbDefinition } from '@/lib/identity-db';

// docs/decisions.md#alerts: alerts, history (90 days), rules and acknowledgements are kept per
// identity like the fleet history; keys of state and rules are the company scope.

export interface AlertsSchema extends DBSchema {
  /** Per scope: lastOkAt and intervalMs (alerts: {} since version 2; older copies hold them all). */
  state: { key: string; value: AlertState };
  /** One record per alert (version 2): a poll writes only the alerts it changed. */
  alerts: { key: string; value: AlertInstance };
  history: {
    key: string;
    value: ResolvedAlert & { scope: string };
    indexes: { resolvedAt: number };
  };
  rules: { key: string; value: RuleSettings };
  /** Alert id → when it was notified: written before notifying, so a new leader never repeats. */
  notified: { key: string; value: number };
}

export const HISTORY_DAYS = 90;

export const alertsDb: DbDefinition<AlertsSchema> = {
  purpose: 'alerts',
  migrations: [
    (db) => {
      db.createObjectStore('state');
      db.createObjectStore('history', { keyPath: 'id' }).createIndex('resolvedAt', 'resolvedAt');
      db.createObjectStore('rules');
      db.createObjectStore('notified');
    },
    (db) => {
      db.createObjectStore('alerts');
    },
  ],
};

export const scopeOf = (company: string | undefined) => company ?? 'all';

/** Key of one alert record: scope, then the alert's key, so one scope reads as one range. */
export const alertRecordKey = (scope: string, key: string) => `${scope}\u0000${key}`;
export const scopeRange = (scope: string) =>
  IDBKeyRange.bound(`${scope}\u0000`, `${scope}\u0000\uffff`);
