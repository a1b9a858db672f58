import { formatRelativeTime } from '@/domain/time';
import { useNow } from './use-now';

/** A12: every page says when its data was last updated, and whether a refresh is running. */
export function UpdatedAgo({ updatedAt, fetching }: { updatedAt: number; fetching?: boolean }) {
  const now = useNow(5_000);
  if (!updatedAt) return null;
  return (
    <span className="text-xs text-slate-600 dark:text-slate-300" aria-live="off">
      Updated <time dateTime={new Date(updatedAt).toISOString()}>{formatRelativeTime(updatedAt, now)}</time>
      {fetching && <span className="ml-1">· refreshing…</span>}
    </span>
  );
}
