import { UpdatedAgo } from '@/components/ui/updated-ago';
import type { FleetProgress } from './table/use-fleet-rows';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * docs/decisions.md#freshness: when the list was last updated ("Updated 12 s ago", "refreshing…"
 * while a poll runs), or, while the first load still streams in, how much of the fleet has arrived.
 */
export function FleetFreshness({
  updatedAt,
  fetching,
  stale,
  progress,
  pollNote,
}: {
  updatedAt: number;
  fetching: boolean;
  stale: boolean;
  /** Set while the list is not complete. */
  progress: FleetProgress | undefined;
  /** How often the list polls, for the tooltip. */
  pollNote?: string;
}) {
  if (progress) {
    const of = progress.total !== undefined ? ` of ${count(progress.total)}` : '';
    return progress.receiving ? (
      <p className="flex items-center gap-2 text-xs text-fg-muted tabular-nums">
        <span>
          Receiving units: {count(progress.received)}
          {of || ' so far'}…
        </span>
        {progress.total !== undefined && (
          <progress
            aria-hidden
            className="h-1.5 w-24 accent-amber-700"
            max={progress.total}
            value={progress.received}
          />
        )}
      </p>
    ) : (
      <p className="text-xs font-semibold text-accent tabular-nums">
        Only {count(progress.received)}
        {of} units were received.
      </p>
    );
  }
  return (
    <p className="text-xs text-fg-muted">
      {stale && <span className="font-semibold text-accent">Stale: </span>}
      <UpdatedAgo updatedAt={updatedAt} fetching={fetching} detail={pollNote} />
    </p>
  );
}
