import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  MARKER_LABELS,
  placeMarkers,
  type LogMarker,
  type MarkerKind,
  type MarkerLogLike,
} from '@/domain/log-markers';
import { formatAbsoluteTime } from '@/domain/time';
import { CHART_MARGIN, Y_AXIS_WIDTH, plotWidth } from '../chart/chart-layout';

// Each kind its own shape and colour (≥ 3:1 on both themes), so they differ without colour too.
const LOOK: Record<MarkerKind, { color: string; path: string }> = {
  'session-start': { color: '#16a34a', path: 'M0,-6 L6,5 L-6,5 Z' },
  'session-end': { color: '#0284c7', path: 'M0,6 L6,-5 L-6,-5 Z' },
  error: { color: '#dc2626', path: 'M0,-7 L7,0 L0,7 L-7,0 Z' },
  boot: { color: '#7c3aed', path: 'M-5,-5 H5 V5 H-5 Z' },
  parameter: { color: '#ca8a04', path: 'M0,-6 A6,6 0 1,1 0,6 A6,6 0 1,1 0,-6 Z' },
};
const KINDS = Object.keys(LOOK) as MarkerKind[];

interface LogEventMarkersProps {
  logs: readonly MarkerLogLike[];
  from: number;
  to: number;
  width: number;
  equipmentGuid: string;
  company: string | undefined;
}

function label(m: LogMarker): string {
  const more = m.hidden ? ` (+${m.hidden} more in this pixel column)` : '';
  return `${MARKER_LABELS[m.kind]} at ${formatAbsoluteTime(m.at)}: ${m.summary}${more}`;
}

/** One row of device-log events on the charts' time axis, ≤ 1 marker per pixel column. */
export const LogEventMarkers = memo(function LogEventMarkers(props: LogEventMarkersProps) {
  const { logs, from, to, width, equipmentGuid, company } = props;
  const plot = plotWidth(width);
  const markers = useMemo(() => placeMarkers(logs, from, to, plot), [logs, from, to, plot]);
  const counts = useMemo(() => {
    const c = new Map<MarkerKind, number>();
    for (const m of markers) c.set(m.kind, (c.get(m.kind) ?? 0) + 1);
    return c;
  }, [markers]);
  return (
    <div className="mt-2" data-testid="log-events">
      <div
        className="flex items-center text-xs text-fg-muted"
        style={{ marginLeft: CHART_MARGIN.left, marginRight: CHART_MARGIN.right }}
      >
        <span style={{ width: Y_AXIS_WIDTH }} className="shrink-0 pr-1 text-right leading-tight">
          Logs
        </span>
        <svg
          role="group"
          aria-label={`Device log events in this window: ${markers.length} markers`}
          width={plot}
          height={20}
          className="shrink-0 overflow-visible rounded-sm bg-surface-strong"
        >
          {markers.map((m) => (
            <Link
              key={`${m.kind}-${m.logGuid}`}
              to={paths.log.href(equipmentGuid, m.logGuid, company)}
              aria-label={label(m)}
              data-kind={m.kind}
              className="log-marker"
            >
              <title>{label(m)}</title>
              <path
                d={LOOK[m.kind].path}
                transform={`translate(${m.x + 0.5},10)`}
                fill={LOOK[m.kind].color}
                stroke="var(--color-surface)"
                strokeWidth={1}
              />
            </Link>
          ))}
        </svg>
      </div>
      <ul
        aria-label="Log event kinds"
        className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs"
        style={{ marginLeft: Y_AXIS_WIDTH }}
      >
        {KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg aria-hidden width={14} height={14} viewBox="-7 -7 14 14">
              <path d={LOOK[kind].path} fill={LOOK[kind].color} />
            </svg>
            {MARKER_LABELS[kind]} <span className="text-fg-muted">{counts.get(kind) ?? 0}</span>
          </li>
        ))}
      </ul>
      {markers.length === 0 && (
        <p className="mt-1 text-xs text-fg-muted">
          No session, error, boot or parameter logs in this window.
        </p>
      )}
    </div>
  );
});
