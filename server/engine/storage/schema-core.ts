// The core's shared tables (migration 001): the engine's bus between areas (README, Core).
import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read back parsed, written as JSON text (pg would send a JS array as text[]). */
export type Json<T> = ColumnType<T, string, string>;

export interface EngineMetaTable {
  key: string;
  value: Json<unknown>;
}

export interface EngineLeaseTable {
  name: string;
  holder: string;
  expires_at: number;
}

export interface EngineMigrationsTable {
  id: string;
  applied_at: number;
}

export interface UnitsTable {
  guid: string;
  company_guids: string[];
  serial: string;
  alias: string | null;
  site_key: string | null;
  site_name: string | null;
  state: string;
  release: string | null;
  seen_at: number | null;
  /** The domain FleetUnit as stored by storage/unit-row.ts (activeErrors as a decimal string). */
  unit: Json<unknown>;
  updated_at: number;
}

export interface AlertTransitionsTable {
  id: Generated<number>;
  alert_id: string;
  transition: 'firing' | 'resolved';
  at: number;
  rule: string;
  critical: boolean;
  unit_guid: string | null;
  site_key: string | null;
  company_guids: string[];
  value: string;
  since: number;
}

export interface PartChangesTable {
  id: Generated<number>;
  unit_guid: string;
  company_guids: string[];
  counter_type: string;
  at: number;
  value_reached: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_key: string | null;
  actor_email: string | null;
  actor_name: string | null;
  company_guid: string | null;
  unit_guid: string | null;
  action: string;
  details: Json<Record<string, unknown>>;
  outcome: string;
  prev_hash: string;
  hash: string;
}

export interface CoreTables {
  engine_meta: EngineMetaTable;
  engine_lease: EngineLeaseTable;
  engine_migrations: EngineMigrationsTable;
  units: UnitsTable;
  alert_transitions: AlertTransitionsTable;
  part_changes: PartChangesTable;
  audit_log: AuditLogTable;
}
