import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { chartGeometry } from './chart-geometry';
import { ChartDrawing } from './chart-drawing';
import { loadedLiveChart } from './live-chart-module';
import type { ChartWindowProps } from './live-sensor-chart';
import { useHandOver } from './use-hand-over';
import { valueAxis } from './series-path';
import { formatTick } from './time-ticks';
import type { LogMarker } from '@/domain/equipment/log-markers';
import { ChartMarkers, type MarkerTarget } from '../log-events/chart-markers';
import { useLocale } from '@/lib/use-format';
import { valueMessages } from './messages';

interface SensorChartProps extends ChartWindowProps {
  title: string;
  tickStepMs: number;
  /** Log events drawn over the plot, when shown. */
  markers?: readonly LogMarker[] | undefined;
  markerTarget?: MarkerTarget | undefined;
  /** This chart's place among the charts, for `onInteract`. */
  index: number;
  /** The recharts chart is mounted; until then the first drawing stands in its place. */
  live: boolean;
  /** The pointer, a touch or the focus reached this chart's first drawing. */
  onInteract: (index: number) => void;
}

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

/** One sensor group: drawn in plain SVG first, the recharts chart once someone reaches it. */
export const SensorChart = memo(function SensorChart(props: SensorChartProps) {
  const { title, rows, lines, from, to, width, ticks, tickStepMs, bucketNote, onOpenLog } = props;
  const { markers, markerTarget, index, live, onInteract } = props;
  const intl = useIntl();
  const locale = useLocale();
  // Only the chart under the mouse shows the tooltip box; the others show the synced cursor.
  const [hovered, setHovered] = useState(false);
  // useId may hold characters that are awkward inside url(#…).
  const clipId = `clip-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const label = intl.formatMessage(valueMessages.chartLabel, { title });
  const yAxis = useMemo(
    () =>
      valueAxis(
        rows,
        lines.map((l) => l.key),
      ),
    [rows, lines],
  );
  const geometry = useMemo(
    () =>
      chartGeometry({ width, from, to, xTicks: ticks, yAxis, rows, keys: lines.map((l) => l.key) }),
    [width, from, to, ticks, yAxis, rows, lines],
  );
  const xLabel = useCallback(
    (t: number) => formatTick(t, tickStepMs, to - from, locale),
    [tickStepMs, to, from, locale],
  );

  const { box, reach } = useHandOver(live, () => onInteract(index));
  // Set only once its module is loaded (use-live-charts.ts).
  const LiveSensorChart = live ? loadedLiveChart() : undefined;

  return (
    <div
      ref={box}
      onMouseEnter={(e) => {
        setHovered(true);
        reach({ x: e.clientX, y: e.clientY });
      }}
      // A pointer resting where the drawing appeared sends no mouseenter, only moves.
      onMouseMove={(e) => {
        if (!hovered) setHovered(true);
        if (!live) reach({ x: e.clientX, y: e.clientY });
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => reach('focus')}
      onTouchStart={(e) => reach({ x: e.touches[0]?.clientX ?? 0, y: e.touches[0]?.clientY ?? 0 })}
      className="relative text-fg-muted"
    >
      {LiveSensorChart ? (
        <LiveSensorChart
          label={label}
          rows={rows}
          lines={lines}
          from={from}
          to={to}
          width={width}
          ticks={ticks}
          yAxis={yAxis}
          geometry={geometry}
          clipId={clipId}
          xLabel={xLabel}
          bucketNote={bucketNote}
          hovered={hovered}
          onOpenLog={onOpenLog}
        />
      ) : (
        <ChartDrawing
          label={label}
          width={width}
          geometry={geometry}
          lines={lines}
          clipId={clipId}
          xLabel={xLabel}
        />
      )}
      {markers && markerTarget && (
        <ChartMarkers markers={markers} width={width} target={markerTarget} />
      )}
    </div>
  );
}, sameProps);
