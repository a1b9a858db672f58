// The history area's tables (migration 010; server/engine/README.md, "History and alerts").
import type { Json } from './schema-core.ts';

/** One unit and one of its local calendar days: src/domain's HistoryDay (docs/decisions.md#engine-alerts). */
export interface UnitDaysTable {
  guid: string;
  /** "2026-11-25", the unit's local day. */
  day: string;
  company_guids: string[];
  first_at: number;
  last_at: number;
  /** Counter type → [first, last] minutes. */
  counters: Json<Record<string, [number, number]>>;
  /** controller.logs.* → [first, last] count. */
  logs: Json<Record<string, [number, number]>>;
  /** [when, state code] per state change. */
  states: Json<[number, number | null][]>;
}

export interface HistoryTables {
  unit_days: UnitDaysTable;
}
