import { memo } from 'react';
import type { TooltipLine } from './chart-tooltip';
import type { ChartGeometry } from './chart-geometry';

interface SeriesLayerProps {
  geometry: ChartGeometry;
  /** The lines drawn, in the order of `geometry.paths`. */
  lines: readonly TooltipLine[];
  clipId: string;
}

/**
 * The grid and the sensors' lines, from the chart's geometry: the same elements in the first
 * drawing and inside the recharts chart (recharts' own Line and CartesianGrid cost most of a
 * second for 23 lines, and measured every tick label again).
 */
export const SeriesLayer = memo(function SeriesLayer({
  geometry,
  lines,
  clipId,
}: SeriesLayerProps) {
  const { plot, yTicks, paths } = geometry;
  return (
    <>
      <g aria-hidden stroke="currentColor" strokeOpacity={0.15}>
        {yTicks
          .filter((tick) => Number.isFinite(tick.y))
          .map(({ y }) => (
            <line key={y} x1={plot.x} x2={plot.x + plot.width} y1={y} y2={y} />
          ))}
      </g>
      <g className="temperature-series" clipPath={`url(#${clipId})`}>
        <defs>
          <clipPath id={clipId}>
            <rect x={plot.x} y={plot.y - 2} width={plot.width} height={plot.height + 4} />
          </clipPath>
        </defs>
        {lines.map((line, i) => (
          <path
            key={line.key}
            d={paths[i]?.d ?? ''}
            fill="none"
            stroke={line.color}
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            data-sensor={line.label}
          />
        ))}
      </g>
    </>
  );
});
