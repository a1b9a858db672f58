import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LogMarker } from '@/domain/equipment/log-markers';
import { CHART_HEIGHT, CHART_MARGIN, X_AXIS_HEIGHT, Y_AXIS_WIDTH } from '../chart/chart-layout';
import { MARKER_LOOK, markerLabel } from './marker-look';

const PLOT_TOP = CHART_MARGIN.top;
const PLOT_BOTTOM = CHART_HEIGHT - CHART_MARGIN.bottom - X_AXIS_HEIGHT;

export interface MarkerTarget {
  equipmentGuid: string;
  company: string | undefined;
}

interface ChartMarkersProps {
  markers: readonly LogMarker[];
  width: number;
  target: MarkerTarget;
}

/**
 * The window's log events drawn over one sensor chart: a rule through the plot at the event's
 * time and its mark at the top, with a tooltip, linking to the log. For the mouse only (hidden
 * from assistive technology, out of the tab order): the row of markers under the charts holds the
 * same links for the keyboard and screen readers. Only the marks take the pointer, so hovering
 * and clicking the lines still works everywhere else.
 */
export const ChartMarkers = memo(function ChartMarkers({
  markers,
  width,
  target,
}: ChartMarkersProps) {
  const intl = useIntl();
  if (markers.length === 0) return null;
  const left = CHART_MARGIN.left + Y_AXIS_WIDTH;
  return (
    <svg
      aria-hidden
      width={width}
      height={CHART_HEIGHT}
      className="pointer-events-none absolute inset-0 z-[1] overflow-visible"
      data-testid="chart-markers"
    >
      {markers.map((m) => {
        const look = MARKER_LOOK[m.kind];
        const x = left + m.x + 0.5;
        return (
          <g key={`${m.kind}-${m.logGuid}`} data-kind={m.kind} data-x={m.x}>
            <line
              x1={x}
              x2={x}
              y1={PLOT_TOP}
              y2={PLOT_BOTTOM}
              stroke={look.color}
              strokeOpacity={m.kind === 'error' ? 0.8 : 0.5}
              strokeDasharray={look.dash}
              strokeWidth={1}
            />
            <Link
              to={paths.log.href(target.equipmentGuid, m.logGuid, target.company)}
              tabIndex={-1}
              className="pointer-events-auto cursor-pointer"
            >
              <title>{markerLabel(intl, m)}</title>
              <path
                d={look.path}
                transform={`translate(${x},${PLOT_TOP + 7})`}
                fill={look.color}
                stroke="var(--color-surface)"
                strokeWidth={1}
              />
            </Link>
          </g>
        );
      })}
    </svg>
  );
});
