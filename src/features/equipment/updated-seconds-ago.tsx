import { useNow } from '@/components/ui/use-now';
import { formatRelativeTime } from '@/domain/time';

/** "Updated 4 s ago": this page polls every 10 s (A12), so the shared "just now" would never move. */
export function formatUpdatedAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  return seconds < 60 ? `Updated ${seconds} s ago` : `Updated ${formatRelativeTime(updatedAt, now)}`;
}

export function UpdatedSecondsAgo({ updatedAt, fetching }: { updatedAt: number; fetching?: boolean }) {
  const now = useNow(1_000);
  if (!updatedAt) return null;
  return (
    <span className="text-xs text-slate-600 tabular-nums dark:text-slate-300" aria-live="off">
      <time dateTime={new Date(updatedAt).toISOString()} title={new Date(updatedAt).toISOString()}>
        {formatUpdatedAgo(updatedAt, now)}
      </time>
      {fetching && <span className="ml-1">· refreshing…</span>}
    </span>
  );
}
