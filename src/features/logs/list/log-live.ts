import type { DeviceLogEntry } from '@/api/device-log-entry';

// Live list: a poll of the newest page brings logs the loaded list does not have yet. At the top
// they join the list at once; when the user has scrolled down they wait behind a "N new logs"
// button (frozenAt), so the rows under the user's eyes never move.

export interface LiveMerge {
  items: DeviceLogEntry[];
  /** Newer logs held back until the user asks for them (or returns to the top). */
  pending: DeviceLogEntry[];
}

/**
 * `list` is newest first. `frozenAt` is the newest log_date shown when the user scrolled away
 * from the top, or null while they are at the top.
 */
export function mergeLive(
  list: readonly DeviceLogEntry[],
  head: readonly DeviceLogEntry[],
  frozenAt: number | null,
): LiveMerge {
  if (head.length === 0) return { items: list as DeviceLogEntry[], pending: [] };
  const known = new Set<string>();
  for (const log of list) known.add(log.guid);
  const fresh = head.filter((log) => !known.has(log.guid));
  if (fresh.length === 0) return { items: list as DeviceLogEntry[], pending: [] };
  const shown = frozenAt === null ? fresh : fresh.filter((log) => log.logDate <= frozenAt);
  const pending = frozenAt === null ? [] : fresh.filter((log) => log.logDate > frozenAt);
  if (shown.length === 0) return { items: list as DeviceLogEntry[], pending };
  const items = [...shown, ...list].sort((a, b) => b.logDate - a.logDate || b.logId - a.logId);
  return { items, pending };
}
