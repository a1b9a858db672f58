import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { FleetProgress } from './table/use-fleet-rows';

/** The first load: how much of the fleet has arrived, or that it stopped short. */
export function FleetArrival({ progress }: { progress: FleetProgress }) {
  const t = useIntl().formatMessage;
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
