import type { DeviceLogEntry } from '@/api/device-log-entry';

export interface Neighbours {
  /** Position in the list (newest first), or -1 when the log is not among the loaded ones. */
  index: number;
  newer?: DeviceLogEntry;
  older?: DeviceLogEntry;
}

/** Previous (newer) and next (older) log around `logGuid` in a newest-first list. */
export function neighboursOf(items: readonly DeviceLogEntry[], logGuid: string): Neighbours {
  const index = items.findIndex((log) => log.guid === logGuid);
  if (index < 0) return { index };
  const out: Neighbours = { index };
  const newer = items[index - 1];
  const older = items[index + 1];
  if (newer) out.newer = newer;
  if (older) out.older = older;
  return out;
}
