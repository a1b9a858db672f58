import type { DeviceLog } from '@/api/schemas';

// Live list: a poll of the newest page brings logs the loaded list does not have yet. At the top
// they join the list at once; when the user has scrolled down they wait behind a "N new logs"
// button (frozenAt), so the rows under the user's eyes never move.

export interface LiveMerge {
  items: DeviceLog[];
  /** Newer logs held back until the user asks for them (or returns to the top). */
  pending: DeviceLog[];
}

/**
 * `list` is newest first. `frozenAt` is the newest log_date shown when the user scrolled away
 * from the top, or null while they are at the top.
 */
export function mergeLive(
  list: readonly DeviceLog[],
  head: readonly DeviceLog[],
  frozenAt: number | null,
): LiveMerge {
  if (head.length === 0) return { items: list as DeviceLog[], pending: [] };
  const known = new Set<string>();
  for (const log of list) known.add(log._meta.guid);
  const fresh = head.filter((log) => !known.has(log._meta.guid));
  if (fresh.length === 0) return { items: list as DeviceLog[], pending: [] };
  const shown = frozenAt === null ? fresh : fresh.filter((log) => log.log_date <= frozenAt);
  const pending = frozenAt === null ? [] : fresh.filter((log) => log.log_date > frozenAt);
  if (shown.length === 0) return { items: list as DeviceLog[], pending };
  const items = [...shown, ...list].sort((a, b) => b.log_date - a.log_date || b.log_id - a.log_id);
  return { items, pending };
}
