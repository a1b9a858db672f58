import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LogMarker, MarkerKind } from '@/domain/equipment/log-markers';
import { Y_AXIS_WIDTH, plotWidth } from '../chart/chart-layout';
import type { MarkerTarget } from './chart-markers';
import { MARKER_KINDS, MARKER_LOOK, markerLabel } from './marker-look';
import { kindMessages, messages, valueMessages } from './messages';
import { ChartStrip } from '../chart/chart-strip';

interface LogEventMarkersProps {
  /** placed by placeMarkers on the plot width of `width` (the same ones each chart draws) */
  markers: readonly LogMarker[];
  width: number;
  target: MarkerTarget;
}

/**
 * One row of device-log events on the charts' time axis, ≤ 1 marker per pixel column: the links
 * for the keyboard and screen readers (each chart draws the same markers for the mouse), and the
 * legend with the count per kind.
 */
export const LogEventMarkers = memo(function LogEventMarkers(props: LogEventMarkersProps) {
  const { markers, width, target } = props;
  const intl = useIntl();
  const plot = plotWidth(width);
  const counts = useMemo(() => {
    const c = new Map<MarkerKind, number>();
    for (const m of markers) c.set(m.kind, (c.get(m.kind) ?? 0) + 1);
    return c;
  }, [markers]);
  return (
    <div className="mt-2" data-testid="log-events">
      <ChartStrip label={intl.formatMessage(messages.logsRow)}>
        <svg
          role="group"
          aria-label={intl.formatMessage(valueMessages.markers, { count: markers.length })}
          width={plot}
          height={20}
          className="shrink-0 overflow-visible rounded-sm bg-surface-strong"
        >
          {markers.map((m) => (
            <Link
              key={`${m.kind}-${m.logGuid}`}
              to={paths.log.href(target.equipmentGuid, m.logGuid, target.company)}
              aria-label={markerLabel(intl, m)}
              data-kind={m.kind}
              className="log-marker"
            >
              <title>{markerLabel(intl, m)}</title>
              <path
                d={MARKER_LOOK[m.kind].path}
                transform={`translate(${m.x + 0.5},10)`}
                fill={MARKER_LOOK[m.kind].color}
                stroke="var(--color-surface)"
                strokeWidth={1}
              />
            </Link>
          ))}
        </svg>
      </ChartStrip>
      <ul
        aria-label={intl.formatMessage(messages.kinds)}
        className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs"
        style={{ marginLeft: Y_AXIS_WIDTH }}
      >
        {MARKER_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg aria-hidden width={14} height={14} viewBox="-7 -7 14 14">
              <path d={MARKER_LOOK[kind].path} fill={MARKER_LOOK[kind].color} />
            </svg>
            {intl.formatMessage(kindMessages[kind])}{' '}
            <span className="text-fg-muted">{counts.get(kind) ?? 0}</span>
          </li>
        ))}
      </ul>
      {markers.length === 0 && (
        <p className="mt-1 text-xs text-fg-muted">{intl.formatMessage(messages.none)}</p>
      )}
    </div>
  );
});
