// The alerts area's tables (migration 011; server/engine/README.md, "History and alerts").
import type { Generated } from 'kysely';
import type { Json } from './schema-core.ts';

/** Who did something to an alert: from endpoint 1. */
interface ByColumns {
  ack_by_key: string | null;
  ack_by_name: string | null;
  ack_at: number | null;
  snoozed_by_key: string | null;
  snoozed_by_name: string | null;
  snoozed_until: number | null;
}

/** Pending and firing alerts: one row per key (rule + subject), src/domain's AlertInstance. */
export interface AlertsTable extends ByColumns {
  key: string;
  id: string;
  rule: string;
  subject: Json<unknown>;
  company_guids: string[];
  unit_guid: string | null;
  site_key: string | null;
  phase: 'pending' | 'firing';
  since: number;
  firing_at: number | null;
  polls: number;
  value: string;
  detail: Json<unknown> | null;
  updated_at: number;
}

/** Resolved alerts (400 days), with who acknowledged or snoozed them. */
export interface AlertHistoryTable extends ByColumns {
  id: string;
  key: string;
  rule: string;
  subject: Json<unknown>;
  company_guids: string[];
  unit_guid: string | null;
  site_key: string | null;
  since: number;
  firing_at: number | null;
  resolved_at: number;
  reason: 'resolved' | 'replaced';
  value: string;
  detail: Json<unknown> | null;
}

export interface AlertNotesTable {
  id: Generated<number>;
  alert_id: string;
  at: number;
  author_key: string;
  author_name: string;
  text: string;
}

/** A company's rules (src/domain RuleSettings); no row: the built-in defaults. */
export interface AlertRulesTable {
  company_guid: string;
  rules: Json<unknown>;
  updated_at: number;
  updated_by_name: string;
}

export interface AlertTables {
  alerts: AlertsTable;
  alert_history: AlertHistoryTable;
  alert_notes: AlertNotesTable;
  alert_rules: AlertRulesTable;
}
