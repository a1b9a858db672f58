import { useIntl } from 'react-intl';
import { pollNote, type PollInterval } from '@/components/fleet/poll-note';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { messages } from './messages';
import type { FleetProgress } from './table/use-fleet-rows';

/**
 * docs/decisions.md#freshness: when the list was last updated ("Updated 12 s ago", "refreshing…"
 * while a poll runs), or, while the first load still streams in, how much of the fleet has arrived.
 */
export function FleetFreshness({
  updatedAt,
  fetching,
  stale,
  progress,
  poll,
}: {
  updatedAt: number;
  fetching: boolean;
  stale: boolean;
  /** Set while the list is not complete. */
  progress: FleetProgress | undefined;
  /** How often the list polls (s), and the interval it stretched from, for the tooltip. */
  poll?: PollInterval;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (progress) {
    const { received, total } = progress;
    return progress.receiving ? (
      <p className="flex items-center gap-2 text-xs text-fg-muted tabular-nums">
        <span>
          {total !== undefined
            ? t(messages.receiving, { received, total })
            : t(messages.receivingSoFar, { received })}
        </span>
        {total !== undefined && (
          <progress
            aria-hidden
            className="h-1.5 w-24 accent-accent-solid"
            max={total}
            value={received}
          />
        )}
      </p>
    ) : (
      <p className="text-xs font-semibold text-accent tabular-nums">
        {total !== undefined
          ? t(messages.onlyReceived, { received, total })
          : t(messages.onlyReceivedNoTotal, { received })}
      </p>
    );
  }
  const note = poll && pollNote(intl, poll);
  return (
    <p className="text-xs text-fg-muted">
      {stale && <span className="font-semibold text-accent">{t(messages.stale)} </span>}
      <UpdatedAgo updatedAt={updatedAt} fetching={fetching} detail={note} />
    </p>
  );
}
