import { AxisTick } from './axis-tick';
import type { ChartGeometry } from './chart-geometry';

// The two axes of the first drawing, as recharts draws them (tick marks 6 px, labels 2 px beyond),
// with recharts' class names: the page's CSS, the e2e and the bench read both drawings alike.
const TICK_SIZE = 6;
const TICK_MARGIN = 2;
const AXIS = { stroke: 'currentColor', strokeOpacity: 0.4, fill: 'none' } as const;

interface ChartAxesProps {
  geometry: ChartGeometry;
  xLabel: (t: number) => string;
}

export function ChartAxes({ geometry, xLabel }: ChartAxesProps) {
  const { plot, xTicks, yTicks } = geometry;
  const bottom = plot.y + plot.height;
  return (
    <>
      <g className="recharts-cartesian-axis xAxis">
        <line
          {...AXIS}
          className="recharts-cartesian-axis-line"
          x1={plot.x}
          y1={bottom}
          x2={plot.x + plot.width}
          y2={bottom}
        />
        {xTicks.map(({ value, x }) => (
          <line key={value} {...AXIS} x1={x} y1={bottom + TICK_SIZE} x2={x} y2={bottom} />
        ))}
      </g>
      <g className="recharts-cartesian-axis yAxis">
        <line
          {...AXIS}
          className="recharts-cartesian-axis-line"
          x1={plot.x}
          y1={plot.y}
          x2={plot.x}
          y2={bottom}
        />
        {yTicks.map(({ value, y }) => (
          <line key={value} {...AXIS} x1={plot.x - TICK_SIZE} y1={y} x2={plot.x} y2={y} />
        ))}
      </g>
      <g>
        {xTicks.map(({ value, x }) => (
          <AxisTick
            key={value}
            x={x}
            y={bottom + TICK_SIZE + TICK_MARGIN}
            textAnchor="middle"
            verticalAnchor="start"
            payload={{ value }}
            tickFormatter={xLabel as (value: never) => string}
          />
        ))}
        {yTicks.map(({ value, y }) => (
          <AxisTick
            key={value}
            x={plot.x - TICK_SIZE - TICK_MARGIN}
            y={y}
            textAnchor="end"
            verticalAnchor="middle"
            payload={{ value }}
          />
        ))}
      </g>
    </>
  );
}
