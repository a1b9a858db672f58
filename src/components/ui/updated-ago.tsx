import { formatAbsoluteTime, formatRelativeTime } from '@/domain/time';
import { useNow } from './use-now';

/**
 * "Updated 4 s ago": pages poll every few seconds (docs/decisions.md#freshness), so a coarse "just
 * now" would never move.
 */
export function formatUpdatedAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  return seconds < 60
    ? `Updated ${seconds} s ago`
    : `Updated ${formatRelativeTime(updatedAt, now)}`;
}

/** When the data was last updated, and whether a refresh runs (docs/decisions.md#freshness). */
export function UpdatedAgo({
  updatedAt,
  fetching,
  detail,
}: {
  updatedAt: number;
  fetching?: boolean;
  /** More for the tooltip, e.g. how often the page polls. */
  detail?: string | undefined;
}) {
  const now = useNow(1_000);
  if (!updatedAt) return null;
  return (
    <span className="text-xs text-fg-muted tabular-nums" aria-live="off">
      <time
        dateTime={new Date(updatedAt).toISOString()}
        title={`${formatAbsoluteTime(updatedAt)}${detail ? `. ${detail}` : ''}`}
      >
        {formatUpdatedAgo(updatedAt, now)}
      </time>
      {fetching && <span className="ml-1">· refreshing…</span>}
    </span>
  );
}
