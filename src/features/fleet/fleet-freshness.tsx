import { useIntl } from 'react-intl';
import { pollNote, type PollInterval } from '@/components/fleet/poll-note';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { FleetArrival } from './fleet-arrival';
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
  if (progress) return <FleetArrival progress={progress} />;
  const note = poll && pollNote(intl, poll);
  return (
    <p className="text-xs text-fg-muted">
      {stale && <span className="font-semibold text-accent">{t(messages.stale)} </span>}
      <UpdatedAgo updatedAt={updatedAt} fetching={fetching} detail={note} />
    </p>
  );
}
