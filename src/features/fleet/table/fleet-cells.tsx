import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import type { LastSeenStatus } from '@/domain/fleet/last-seen';
import { useFormat } from '@/lib/use-format';
import { messages } from '../messages';
import type { FleetRow } from './fleet-row';
import { Tag } from '@/components/ui/tag';

// Intl formatting is the costliest part of a row render: domain/time.ts keeps each ping time's
// text once per language.
const LAST_SEEN_LABELS = {
  online: messages.online,
  stale: messages.staleSeen,
  never: messages.neverSeen,
} as const;

/** One clock for every visible row, instead of a timer per cell. */
export const FleetNowContext = createContext<number>(0);

const LAST_SEEN_DOT: Record<LastSeenStatus, string> = {
  online: 'bg-ok-solid',
  stale: 'bg-attention-solid',
  never: 'border border-offline-solid bg-transparent',
};

export function LastSeenCell({ row }: { row: FleetRow }) {
  const now = useContext(FleetNowContext);
  const intl = useIntl();
  const f = useFormat();
  const label = intl.formatMessage(LAST_SEEN_LABELS[row.lastSeen]);
  if (row.lastPing === undefined) {
    return (
      <span className="inline-flex items-center gap-1.5 text-fg-muted">
        <span aria-hidden className={`h-2 w-2 rounded-full ${LAST_SEEN_DOT.never}`} />
        {label}
      </span>
    );
  }
  const time = f.absoluteTime(row.lastPing);
  return (
    <span
      className="inline-flex items-center gap-1.5"
      title={intl.formatMessage(messages.lastPing, { label, time })}
    >
      <span
        aria-hidden
        className={`h-2 w-2 shrink-0 rounded-full ${LAST_SEEN_DOT[row.lastSeen]}`}
      />
      <span className="sr-only">{label}, </span>
      <time dateTime={new Date(row.lastPing).toISOString()}>
        {f.relativeTime(row.lastPing, now)}
      </time>
      {row.lastSeen === 'stale' && (
        <span className="text-xs text-accent">{intl.formatMessage(messages.staleMark)}</span>
      )}
    </span>
  );
}

export function ErrorCountCell({ row }: { row: FleetRow }) {
  const intl = useIntl();
  if (row.errorCount === null) {
    return (
      <span title={intl.formatMessage(messages.unreadableTip)} className="text-fg-muted">
        {intl.formatMessage(messages.unreadable)}
      </span>
    );
  }
  if (row.errorCount === 0) return <span className="text-fg-subtle">0</span>;
  const critical = row.criticalCount ?? 0;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-medium tabular-nums">{row.errorCount}</span>
      {critical > 0 && (
        <Tag tone="fault">
          {critical} <span className="sm:hidden">{intl.formatMessage(messages.criticalShort)}</span>
          <span className="hidden sm:inline">{intl.formatMessage(messages.critical)}</span>
        </Tag>
      )}
    </span>
  );
}

export function ReleaseCell({ row }: { row: FleetRow }) {
  const intl = useIntl();
  const { version } = row.release;
  if (version === undefined) return <span className="text-fg-subtle">—</span>;
  if (version === null || version.trim() === '') {
    return <span className="text-fg-muted">{intl.formatMessage(messages.notInstalled)}</span>;
  }
  return <span className="font-mono text-xs">{version}</span>;
}
