import type { IDBPDatabase } from 'idb';
import type { ResolvedAlert } from '@/domain/alerts/alert-engine';
import { DEFAULT_RULES, readRuleSettings, type RuleSettings } from '@/domain/alerts/alert-rules';
import { createStore } from '@/lib/create-store';
import type { Leadership } from '@/lib/leader';
import type { StorageProblem } from '@/lib/storage-problem';
import type { createAlertRunner } from './alert-runner';
import { HISTORY_DAYS, type AlertsSchema } from './alerts-db';
import type { EvaluationMemo } from './evaluate';

// The alerts of the signed-in identity and the current company scope, shared by the host that
// runs them (mounted on every page) and the alerts page that shows them.

export interface AlertSession {
  scope: string;
  runner: ReturnType<typeof createAlertRunner>;
  db: IDBPDatabase<AlertsSchema> | null;
  /** Why nothing is kept across page loads, when IndexedDB failed. */
  problem: StorageProblem | undefined;
  leadership: Leadership;
  /** Rules and history of this tab when there is no database. */
  memory: { rules: RuleSettings | undefined; history: ResolvedAlert[] };
  /** The leader's last evaluation of the fleet (evaluate.ts), reused by a poll that changed nothing. */
  evaluation: { current: EvaluationMemo | undefined };
}

export const alertSessionStore = createStore<AlertSession | null>(null);

export async function loadRules(session: AlertSession): Promise<RuleSettings> {
  if (!session.db) return session.memory.rules ?? DEFAULT_RULES;
  const stored = await session.db.get('rules', session.scope).catch(() => undefined);
  return stored === undefined ? DEFAULT_RULES : readRuleSettings(stored);
}

export async function saveRules(session: AlertSession, rules: RuleSettings): Promise<void> {
  session.memory.rules = rules;
  await session.db?.put('rules', rules, session.scope);
}

/** Resolved alerts of this scope within the 90 days, newest first. */
export async function loadHistory(session: AlertSession, now: number): Promise<ResolvedAlert[]> {
  const cutoff = now - HISTORY_DAYS * 86_400_000;
  if (!session.db) return session.memory.history.filter((a) => a.resolvedAt >= cutoff);
  const rows = await session.db
    .getAllFromIndex('history', 'resolvedAt', IDBKeyRange.lowerBound(cutoff))
    .catch(() => []);
  return rows.filter((r) => r.scope === session.scope).reverse();
}
