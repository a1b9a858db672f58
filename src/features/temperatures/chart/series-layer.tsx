import { memo, useMemo } from 'react';
import { usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import type { TooltipLine } from './chart-tooltip';
import { linePath } from './series-path';
import type { ChartRow } from '../model/temperature-rows';

interface SeriesLayerProps {
  /** Values of the horizontal grid lines (the Y ticks). */
  gridValues: readonly number[];
  rows: readonly ChartRow[];
  lines: readonly TooltipLine[];
  clipId: string;
}

/** The grid and the sensors' lines inside a recharts chart, using the chart's own scales. */
export const SeriesLayer = memo(function SeriesLayer({
  gridValues,
  rows,
  lines,
  clipId,
}: SeriesLayerProps) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const plot = usePlotArea();
  const paths = useMemo(() => {
    if (!xScale || !yScale) return [];
    const x = (t: number) => xScale(t);
    const y = (v: number) => yScale(v);
    return lines.map((line) => ({ ...line, d: linePath(rows, line.key, x, y) }));
  }, [rows, lines, xScale, yScale]);
  if (!plot) return null;
  // The grid is drawn here too: recharts' CartesianGrid measured every tick label again.
  const grid = yScale
    ? gridValues
        .map((v) => yScale(v))
        .filter((y): y is number => y !== undefined && Number.isFinite(y))
    : [];
  return (
    <>
      <g aria-hidden stroke="currentColor" strokeOpacity={0.15}>
        {grid.map((y) => (
          <line key={y} x1={plot.x} x2={plot.x + plot.width} y1={y} y2={y} />
        ))}
      </g>
      <g className="temperature-series" clipPath={`url(#${clipId})`}>
        <defs>
          <clipPath id={clipId}>
            <rect x={plot.x} y={plot.y - 2} width={plot.width} height={plot.height + 4} />
          </clipPath>
        </defs>
        {paths.map((p) => (
          <path
            key={p.key}
            d={p.d}
            fill="none"
            stroke={p.color}
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            data-sensor={p.label}
          />
        ))}
      </g>
    </>
  );
});
