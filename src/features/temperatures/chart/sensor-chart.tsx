import { memo, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LineChart, Tooltip, XAxis, YAxis, type MouseHandlerDataParam } from 'recharts';
import { CHART_HEIGHT, CHART_MARGIN, SYNC_ID, Y_AXIS_WIDTH } from './chart-layout';
import { AxisTick } from './axis-tick';
import { ChartTooltip, type TooltipLine } from './chart-tooltip';
import { SeriesLayer } from './series-layer';
import { valueAxis } from './series-path';
import type { ChartRow } from '../model/temperature-rows';
import { formatTick } from './time-ticks';
import type { LogMarker } from '@/domain/equipment/log-markers';
import { ChartMarkers, type MarkerTarget } from '../log-events/chart-markers';
import { useLocale } from '@/lib/use-format';
import { valueMessages } from './messages';

interface SensorChartProps {
  title: string;
  rows: readonly ChartRow[];
  lines: readonly TooltipLine[];
  from: number;
  to: number;
  width: number;
  ticks: readonly number[];
  tickStepMs: number;
  bucketNote?: string | undefined;
  /** Index of the clicked log in the window's columns. */
  onOpenLog: (logIndex: number) => void;
  /** Log events drawn over the plot, when shown. */
  markers?: readonly LogMarker[] | undefined;
  markerTarget?: MarkerTarget | undefined;
  /** Set once the pointer or focus reached any chart: only then is recharts' Tooltip mounted. */
  interactive: boolean;
  onInteract: () => void;
}

const axisTick = (props: object) => <AxisTick {...props} />;

/** Same props, `lines` compared item by item (the parent rebuilds the list, not its lines). */
function sameProps(a: SensorChartProps, b: SensorChartProps): boolean {
  const keys = Object.keys(b) as (keyof SensorChartProps)[];
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((key) =>
    key === 'lines'
      ? a.lines.length === b.lines.length && a.lines.every((line, i) => line === b.lines[i])
      : Object.is(a[key], b[key]),
  );
}

/** One sensor group: lines without dots or animation, cursor synchronised with the other charts. */
export const SensorChart = memo(function SensorChart(props: SensorChartProps) {
  const { title, rows, lines, from, to, width, ticks, tickStepMs, bucketNote, onOpenLog } = props;
  const { markers, markerTarget, interactive, onInteract } = props;
  const intl = useIntl();
  const locale = useLocale();
  // Only the chart under the mouse shows the tooltip box; the others show the synced cursor.
  const [hovered, setHovered] = useState(false);
  // useId may hold characters that are awkward inside url(#…).
  const clipId = `clip-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const yAxis = useMemo(
    () =>
      valueAxis(
        rows,
        lines.map((l) => l.key),
      ),
    [rows, lines],
  );

  const onClick = (state: MouseHandlerDataParam) => {
    const index = Number(state.activeTooltipIndex);
    const row = Number.isInteger(index) ? rows[index] : undefined;
    if (row && row.li >= 0) onOpenLog(row.li);
  };

  return (
    <div
      onMouseEnter={() => {
        setHovered(true);
        onInteract();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={onInteract}
      onTouchStart={onInteract}
      className="relative text-fg-muted"
    >
      <LineChart
        width={width}
        height={CHART_HEIGHT}
        data={rows as ChartRow[]}
        margin={CHART_MARGIN}
        syncId={SYNC_ID}
        onClick={onClick}
        cursor="pointer"
        aria-label={intl.formatMessage(valueMessages.chartLabel, { title })}
      >
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={[from, to]}
          allowDataOverflow
          ticks={ticks as number[]}
          tickFormatter={(t: number) => formatTick(t, tickStepMs, to - from, locale)}
          tick={axisTick}
          interval={0}
          // The ticks are given: recharts need not work out its own.
          niceTicks="none"
          stroke="currentColor"
          strokeOpacity={0.4}
          height={22}
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
        {/* The Tooltip (also the cursor synced across charts) measures its box on mount, a forced
            layout of the page per chart: it waits until someone points at or focuses a chart. */}
        {interactive && (
          <Tooltip
            isAnimationActive={false}
            // recharts hides a tooltip without payload from its own series; ours draws its own
            // lines, and the content renders nothing while inactive. It sits above the log-event
            // marks drawn over the plot.
            wrapperStyle={{ visibility: 'visible', zIndex: 2 }}
            cursor={{ stroke: 'currentColor', strokeOpacity: 0.5 }}
            content={(p) =>
              hovered ? (
                <ChartTooltip {...p} rows={rows} lines={lines} bucketNote={bucketNote} />
              ) : null
            }
          />
        )}
        <SeriesLayer gridValues={yAxis.ticks} rows={rows} lines={lines} clipId={clipId} />
      </LineChart>
      {markers && markerTarget && (
        <ChartMarkers markers={markers} width={width} target={markerTarget} />
      )}
    </div>
  );
}, sameProps);
