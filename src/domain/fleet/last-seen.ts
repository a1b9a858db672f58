// "Last seen" of a device (docs/decisions.md#equipment-state, rule 2): one threshold decides both
// the badge and this status.
import type { Locale } from '../locale.ts';

export type LastSeenStatus = 'online' | 'stale' | 'never';

export const DEFAULT_OFFLINE_AFTER_MS = 600_000;

/** True when a ping exists and is not older than the threshold; future pings (clock skew) count as fresh. */
export function isPingFresh(
  lastPingMs: number | null | undefined,
  now: number,
  offlineAfterMs: number,
): boolean {
  if (typeof lastPingMs !== 'number' || !Number.isFinite(lastPingMs)) return false;
  // Exactly at the threshold is still online: only "older than" goes stale.
  return now - lastPingMs <= offlineAfterMs;
}

export function lastSeenStatus(
  lastPingMs: number | null | undefined,
  now: number,
  offlineAfterMs: number = DEFAULT_OFFLINE_AFTER_MS,
): LastSeenStatus {
  if (typeof lastPingMs !== 'number' || !Number.isFinite(lastPingMs)) return 'never';
  return isPingFresh(lastPingMs, now, offlineAfterMs) ? 'online' : 'stale';
}

export const LAST_SEEN_LABELS: Record<LastSeenStatus, string> = {
  online: 'Online',
  stale: 'Stale',
  never: 'Never seen',
};

/**
 * "10 minutes", "90 seconds", "1 hour", "36 hours": whole units only, so the rule reads exactly.
 * nl/de through Intl: "10 minuten", "10 Minuten" (docs/decisions.md#languages).
 */
export function formatDurationWords(ms: number, locale: Locale = 'en'): string {
  const units = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ] as const;
  for (const [size, name] of units) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      if (locale !== 'en')
        return new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: name,
          unitDisplay: 'long',
        }).format(n);
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return locale === 'en'
    ? `${ms} ms`
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' }).format(ms);
}

export function describeLastSeenRule(offlineAfterMs: number = DEFAULT_OFFLINE_AFTER_MS): string {
  const span = formatDurationWords(offlineAfterMs);
  return (
    `Online: the linked device pinged within the last ${span}. ` +
    `Stale: its last ping is older than ${span}, so the unit counts as offline. ` +
    'Never seen: the device has not pinged at all.'
  );
}
