import { memo, useMemo, useRef } from 'react';
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
  // recharts hands out a new scale function on each of its store updates while a chart mounts;
  // both scales are linear, so two points name the mapping and the paths are built once for it.
  const first = rows[0]?.t ?? 0;
  const last = rows[rows.length - 1]?.t ?? 1;
  const mapping =
    xScale && yScale ? [xScale(first), xScale(last), yScale(0), yScale(100)].join() : '';
  const scales = useRef({ xScale, yScale });
  scales.current = { xScale, yScale };
  const paths = useMemo(() => {
    const { xScale: xs, yScale: ys } = scales.current;
    if (!mapping || !xs || !ys) return [];
    const x = (t: number) => xs(t);
    const y = (v: number) => ys(v);
    return lines.map((line) => ({ ...line, d: linePath(rows, line.key, x, y) }));
  }, [rows, lines, mapping]);
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
