import { createContext, useContext } from 'react';
import { LAST_SEEN_LABELS, type LastSeenStatus } from '@/domain/last-seen';
import { formatAbsoluteTime, formatRelativeTime } from '@/domain/time';
import type { FleetRow } from './fleet-row';

// Intl formatting is the costliest part of a row render; a ping time is formatted once.
const absoluteCache = new Map<number, string>();
function absoluteTime(ms: number): string {
  let text = absoluteCache.get(ms);
  if (text === undefined) {
    if (absoluteCache.size > 2_000) absoluteCache.clear();
    text = formatAbsoluteTime(ms);
    absoluteCache.set(ms, text);
  }
  return text;
}

/** One clock for every visible row, instead of a timer per cell. */
export const FleetNowContext = createContext<number>(0);

const LAST_SEEN_DOT: Record<LastSeenStatus, string> = {
  online: 'bg-emerald-500',
  stale: 'bg-amber-500',
  never: 'border border-slate-400 bg-transparent',
};

export function LastSeenCell({ row }: { row: FleetRow }) {
  const now = useContext(FleetNowContext);
  const label = LAST_SEEN_LABELS[row.lastSeen];
  if (row.lastPing === undefined) {
    return (
      <span className="inline-flex items-center gap-1.5 text-fg-muted">
        <span aria-hidden className={`h-2 w-2 rounded-full ${LAST_SEEN_DOT.never}`} />
        {label}
      </span>
    );
  }
  const absolute = absoluteTime(row.lastPing);
  return (
    <span className="inline-flex items-center gap-1.5" title={`${label}: last ping ${absolute}`}>
      <span
        aria-hidden
        className={`h-2 w-2 shrink-0 rounded-full ${LAST_SEEN_DOT[row.lastSeen]}`}
      />
      <span className="sr-only">{label}, </span>
      <time dateTime={new Date(row.lastPing).toISOString()}>
        {formatRelativeTime(row.lastPing, now)}
      </time>
      {row.lastSeen === 'stale' && <span className="text-xs text-accent">(stale)</span>}
    </span>
  );
}

export function ErrorCountCell({ row }: { row: FleetRow }) {
  if (row.errorCount === null) {
    return (
      <span
        title="The active-errors value could not be read exactly; open the unit for details."
        className="text-fg-muted"
      >
        unreadable
      </span>
    );
  }
  if (row.errorCount === 0) return <span className="text-fg-subtle">0</span>;
  const critical = row.criticalCount ?? 0;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-medium tabular-nums">{row.errorCount}</span>
      {critical > 0 && (
        <span className="rounded bg-fault-soft px-1.5 py-0.5 text-xs font-semibold text-fault-on-soft">
          {critical} <span className="sm:hidden">crit.</span>
          <span className="hidden sm:inline">critical</span>
        </span>
      )}
    </span>
  );
}

export function ReleaseCell({ row }: { row: FleetRow }) {
  const { version } = row.release;
  if (version === undefined) return <span className="text-fg-subtle">—</span>;
  if (version === null || version.trim() === '') {
    return <span className="text-fg-muted">Not installed</span>;
  }
  return <span className="font-mono text-xs">{version}</span>;
}
