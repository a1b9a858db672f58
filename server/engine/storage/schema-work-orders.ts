// The work-orders area's tables (migrations 040–049): work orders and the unit logbook.
import type { Generated } from 'kysely';
import type { Json } from './schema-core.ts';

export interface WorkOrderPartRow {
  part: string;
  count: number;
}

export interface WorkOrdersTable {
  id: Generated<number>;
  unit_guid: string;
  /**
   * The unit's companies when the order was made: who may see it (docs/decisions.md#engine-access).
   */
  company_guids: string[];
  serial: string;
  alias: string | null;
  parts: Json<WorkOrderPartRow[]>;
  /** "2026-12-03" or null. */
  due_date: string | null;
  assignee: string;
  notes: string;
  state: 'open' | 'scheduled' | 'done' | 'cancelled';
  /** The counter the order was made for (service board), when any. */
  counter_type: string | null;
  created_at: number;
  created_by: string;
  updated_at: number;
  closed_at: number | null;
  /** Why it closed: 'counter-reset' (the engine) or the person's words. */
  closed_reason: string | null;
  /** The person's name, or null when the engine closed it. */
  closed_by: string | null;
}

export interface LogbookEntriesTable {
  id: Generated<number>;
  unit_guid: string;
  company_guids: string[];
  kind: string;
  /** The day it was done, "2026-11-27". */
  day: string;
  /** When it was written (ms). */
  at: number;
  /** The kind's own fields (logbook-entry.ts), e.g. { lampType, count }. */
  data: Json<Record<string, unknown>>;
  /** The person's name; null when the engine wrote it. */
  author: string | null;
  /** Irradiance above the limit. */
  flagged: boolean;
  /**
   * What an automatic entry came from ('part-change:12', 'audit:40', 'work-order:3'): written once.
   */
  source: string | null;
}

export interface WorkOrderTables {
  work_orders: WorkOrdersTable;
  logbook_entries: LogbookEntriesTable;
}
