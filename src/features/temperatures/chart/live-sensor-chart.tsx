import { LineChart, Tooltip, XAxis, YAxis, type MouseHandlerDataParam } from 'recharts';
import { CHART_HEIGHT, CHART_MARGIN, SYNC_ID, X_AXIS_HEIGHT, Y_AXIS_WIDTH } from './chart-layout';
import { AxisTick } from './axis-tick';
import type { ChartGeometry } from './chart-geometry';
import { ChartTooltip, type TooltipLine } from './chart-tooltip';
import { SeriesLayer } from './series-layer';
import type { ChartRow } from '../model/temperature-rows';

/** What a chart shows of the window: the same for the first drawing's owner and recharts. */
export interface ChartWindowProps {
  rows: readonly ChartRow[];
  lines: readonly TooltipLine[];
  from: number;
  to: number;
  width: number;
  ticks: readonly number[];
  bucketNote?: string | undefined;
  /** Index of the clicked log in the window's columns. */
  onOpenLog: (logIndex: number) => void;
}

interface LiveSensorChartProps extends ChartWindowProps {
  label: string;
  yAxis: { domain: [number, number]; ticks: number[] };
  geometry: ChartGeometry;
  clipId: string;
  xLabel: (t: number) => string;
  /** The pointer is over this chart: it shows the tooltip box, the others only the cursor. */
  hovered: boolean;
}

const axisTick = (props: object) => <AxisTick {...props} />;

/** The recharts chart: tooltip, cursor synced with the other charts, a click opens the log. */
export function LiveSensorChart(props: LiveSensorChartProps) {
  const { label, rows, lines, from, to, width, ticks, yAxis, geometry, clipId, xLabel } = props;
  const { bucketNote, hovered, onOpenLog } = props;
  const onClick = (state: MouseHandlerDataParam) => {
    const index = Number(state.activeTooltipIndex);
    const row = Number.isInteger(index) ? rows[index] : undefined;
    if (row && row.li >= 0) onOpenLog(row.li);
  };
  return (
    <LineChart
      width={width}
      height={CHART_HEIGHT}
      data={rows as ChartRow[]}
      margin={CHART_MARGIN}
      syncId={SYNC_ID}
      onClick={onClick}
      cursor="pointer"
      aria-label={label}
    >
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={[from, to]}
        allowDataOverflow
        ticks={ticks as number[]}
        tickFormatter={xLabel}
        tick={axisTick}
        interval={0}
        // The ticks are given: recharts need not work out its own.
        niceTicks="none"
        stroke="currentColor"
        strokeOpacity={0.4}
        height={X_AXIS_HEIGHT}
      />
      <YAxis
        type="number"
        width={Y_AXIS_WIDTH}
        tick={axisTick}
        stroke="currentColor"
        strokeOpacity={0.4}
        domain={yAxis.domain}
        ticks={yAxis.ticks}
        allowDataOverflow
        allowDecimals={false}
        interval={0}
        niceTicks="none"
      />
      <Tooltip
        isAnimationActive={false}
        // recharts hides a tooltip without payload from its own series; ours draws its own
        // lines, and the content renders nothing while inactive. It sits above the log-event
        // marks drawn over the plot.
        wrapperStyle={{ visibility: 'visible', zIndex: 2 }}
        cursor={{ stroke: 'currentColor', strokeOpacity: 0.5 }}
        content={(p) =>
          hovered ? <ChartTooltip {...p} rows={rows} lines={lines} bucketNote={bucketNote} /> : null
        }
      />
      <SeriesLayer geometry={geometry} lines={lines} clipId={clipId} />
    </LineChart>
  );
}
