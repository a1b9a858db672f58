import { memo } from 'react';
import { CHART_HEIGHT } from './chart-layout';
import { ChartAxes } from './chart-axes';
import type { ChartGeometry } from './chart-geometry';
import type { TooltipLine } from './chart-tooltip';
import { SeriesLayer } from './series-layer';

interface ChartDrawingProps {
  /** The chart's accessible name (the recharts chart has the same). */
  label: string;
  width: number;
  geometry: ChartGeometry;
  lines: readonly TooltipLine[];
  clipId: string;
  xLabel: (t: number) => string;
}

/**
 * A sensor chart's first drawing: plain SVG with the recharts chart's lines, grid, axes and box,
 * a few ms to render where recharts takes 45–100 ms (× 4 on a throttled phone). In the tab order
 * like the recharts chart; the first pointer or focus replaces it (sensor-chart.tsx).
 */
export const ChartDrawing = memo(function ChartDrawing(props: ChartDrawingProps) {
  const { label, width, geometry, lines, clipId, xLabel } = props;
  return (
    <div data-drawing="first" style={{ position: 'relative', width, height: CHART_HEIGHT }}>
      <svg
        role="img"
        aria-label={label}
        tabIndex={0}
        className="recharts-surface"
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        style={{ width: '100%', height: '100%', display: 'block' }}
        cursor="pointer"
      >
        <SeriesLayer geometry={geometry} lines={lines} clipId={clipId} />
        <ChartAxes geometry={geometry} xLabel={xLabel} />
      </svg>
    </div>
  );
});
