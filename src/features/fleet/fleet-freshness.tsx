import { useNow } from '@/components/ui/use-now';

/** A12: "Updated 12 s ago", ticking every second, and "refreshing…" while a poll runs. */
export function FleetFreshness({
  updatedAt,
  fetching,
  stale,
}: {
  updatedAt: number;
  fetching: boolean;
  stale: boolean;
}) {
  const now = useNow(1_000);
  if (!updatedAt) return null;
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  const text =
    seconds < 60
      ? `${seconds} s`
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min`
        : `${Math.floor(seconds / 3600)} h`;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      <span className={stale ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}>
        {stale ? 'Stale: ' : ''}
      </span>
      Updated{' '}
      <time
        dateTime={new Date(updatedAt).toISOString()}
        title={new Date(updatedAt).toLocaleString()}
      >
        {text} ago
      </time>
      {fetching && <span> · refreshing…</span>}
    </p>
  );
}
