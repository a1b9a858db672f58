// What the leader hands to onPoll listeners after each fleet read.
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';

export interface FleetPoll {
  /** ms, when the poll completed. */
  at: number;
  /** false: the fleet read failed (the alerts' "No data"). */
  ok: boolean;
  /** src/domain fleet units (the same projection the browser uses); [] when !ok. */
  units: FleetUnit[];
  /** guids whose unit changed since the last poll. */
  changed: ReadonlySet<string>;
  /** `units` rows this poll wrote: whole (new or changed) and `seen_at` only (the bench). */
  written?: { full: number; seen: number };
}
