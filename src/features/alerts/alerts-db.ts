import type { DBSchema } from 'idb';
import type { AlertState, ResolvedAlert } from '@/domain/alert-engine';
import type { RuleSettings } from '@/domain/alert-rules';
import type { DbDefinition } from '@/lib/identity-db';

// docs/decisions.md#alerts: alerts, history (90 days), rules and acknowledgements are kept per
// identity like the fleet history; keys of state and rules are the company scope.

export interface AlertsSchema extends DBSchema {
  state: { key: string; value: AlertState };
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
  ],
};

export const scopeOf = (company: string | undefined) => company ?? 'all';
