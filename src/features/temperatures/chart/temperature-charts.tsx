import { memo, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  SENSOR_GROUPS,
  describeSensor,
  sensorColor,
  sensorGroupOf,
} from '@/domain/equipment/sensors';
import { TEMPERATURES_DRAWN_MARK } from '@/lib/after-first-page';
import { useFormat } from '@/lib/use-format';
import { CHART_HEIGHT, plotWidth } from './chart-layout';
import type { TooltipLine } from './chart-tooltip';
import { SensorChart } from './sensor-chart';
import { StateBand } from './state-band';
import { useChartMounting } from './use-chart-mounting';
import { useLiveCharts } from './use-live-charts';
import { LogEventMarkers } from '../log-events/log-event-markers';
import { placeMarkers, type MarkerLogLike } from '@/domain/equipment/log-markers';
import type { StateRun } from './state-runs';
import type { ChartRows } from '../model/temperature-rows';
import { browserZoneLabel, timeTicks } from './time-ticks';
import { groupMessages, messages, valueMessages } from './messages';

export const DRAW_MEASURE = 'temperatures:draw';

interface TemperatureChartsProps {
  chart: ChartRows;
  sensors: readonly string[];
  hidden: ReadonlySet<string>;
  runs: readonly StateRun[];
  from: number;
  to: number;
  width: number;
  /** When the logs were put in the query cache (ms since epoch), for the draw-time measure. */
  dataUpdatedAt: number;
  onOpenLog: (logIndex: number) => void;
  /** Device logs of the window, when the markers are shown. */
  events?:
    | { logs: readonly MarkerLogLike[]; equipmentGuid: string; company: string | undefined }
    | undefined;
}

/** One chart per sensor group (lamp, room, climate, LEDs, other) on one time axis, then the band. */
export const TemperatureCharts = memo(function TemperatureCharts(props: TemperatureChartsProps) {
  const { chart, sensors, hidden, runs, from, to, width, dataUpdatedAt, onOpenLog, events } = props;
  const intl = useIntl();
  const f = useFormat();

  // One line object per sensor for the whole data: hiding a sensor gives only its own chart a
  // different list of lines (SensorChart compares them item by item), the others stay as drawn.
  const lineOf = useMemo(
    () =>
      new Map<string, TooltipLine>(
        sensors.map((s) => [
          s,
          { key: chart.keys.get(s)!, label: describeSensor(s).label, color: sensorColor(s) },
        ]),
      ),
    [sensors, chart.keys],
  );
  const groups = useMemo(
    () =>
      SENSOR_GROUPS.map((group) => {
        const members = sensors.filter((s) => sensorGroupOf(s) === group.id);
        const lines = members.filter((s) => !hidden.has(s)).map((s) => lineOf.get(s)!);
        return { id: group.id, label: intl.formatMessage(groupMessages[group.id]), members, lines };
      }).filter((g) => g.members.length > 0),
    [sensors, hidden, lineOf, intl],
  );
  const { ticks, stepMs } = useMemo(() => timeTicks(from, to, plotWidth(width)), [from, to, width]);
  const bucket = chart.bucketMs ? f.minutes(chart.bucketMs / 60_000) : '';
  // Placed once for the row under the charts and for each chart (≤ 1 per pixel column).
  const eventLogs = events?.logs;
  const markers = useMemo(
    () => (eventLogs ? placeMarkers(eventLogs, from, to, plotWidth(width)) : undefined),
    [eventLogs, from, to, width],
  );
  const equipmentGuid = events?.equipmentGuid;
  const company = events?.company;
  const target = useMemo(
    () => (equipmentGuid ? { equipmentGuid, company } : undefined),
    [equipmentGuid, company],
  );
  const bucketNote =
    chart.downsampled && chart.bucketMs
      ? intl.formatMessage(valueMessages.bucketNote, { duration: bucket })
      : undefined;

  // One chart per task, top first, each once its place is near the viewport (use-chart-mounting),
  // first as a plain SVG drawing; the recharts chart replaces it once someone reaches a chart
  // (use-live-charts): mounting five recharts charts blocked a throttled phone for about a
  // second. The captions, the space of each chart, the state band and the Latest readings table
  // paint with the data. Not a transition: the page's clock and poll updates restart an
  // interrupted transition render, and on a loaded machine the last charts were still missing
  // after 30 s (e2e).
  const { placeRef, isMounted, settled } = useChartMounting(groups.length);
  const { isLive, goLive } = useLiveCharts(groups.length, isMounted, settled);

  // Data in the cache → the charts in view painted, as a User Timing measure (DevTools, the e2e
  // numbers); once per data, not again when a chart scrolled into view mounts later.
  const measured = useRef<ChartRows | null>(null);
  useEffect(() => {
    if (!settled || measured.current === chart) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      // The frame after the next one starts once the browser has painted this commit.
      second = requestAnimationFrame(() => {
        // What the page came for is there: the tab's background work may start
        // (docs/decisions.md#background).
        measured.current = chart;
        performance.mark(TEMPERATURES_DRAWN_MARK);
        const start = dataUpdatedAt - performance.timeOrigin;
        if (start <= 0) return;
        performance.measure(DRAW_MEASURE, {
          start,
          end: performance.now(),
          detail: { rows: chart.rows.length },
        });
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [chart, dataUpdatedAt, settled]);

  if (width <= 0) return null;
  return (
    <div className="space-y-3">
      {groups.map((group, index) => (
        <figure key={group.id} ref={placeRef(index)} aria-labelledby={`chart-${group.id}`}>
          <figcaption id={`chart-${group.id}`} className="mb-1 text-sm font-medium">
            {group.label}{' '}
            <span className="font-normal text-fg-muted">
              {intl.formatMessage(messages.celsius)}
            </span>
          </figcaption>
          {group.lines.length === 0 ? (
            <p className="rounded-md bg-surface-muted px-3 py-2 text-sm text-fg-muted">
              {intl.formatMessage(messages.allHidden)}
            </p>
          ) : !isMounted(index) ? (
            // Its place, so the page does not shift when the chart arrives a task later; named like
            // the chart, so a screen reader meets the same figure before it is drawn.
            <div
              role="img"
              aria-label={intl.formatMessage(valueMessages.chartLabel, { title: group.label })}
              style={{ height: CHART_HEIGHT }}
            />
          ) : (
            <SensorChart
              title={group.label}
              rows={chart.rows}
              lines={group.lines}
              from={from}
              to={to}
              width={width}
              ticks={ticks}
              tickStepMs={stepMs}
              bucketNote={bucketNote}
              onOpenLog={onOpenLog}
              markers={markers}
              markerTarget={target}
              index={index}
              live={isLive(index)}
              onInteract={goLive}
            />
          )}
        </figure>
      ))}
      {markers && target && <LogEventMarkers markers={markers} width={width} target={target} />}
      <StateBand runs={runs} from={from} to={to} />
      <p className="text-xs text-fg-muted">
        {intl.formatMessage(valueMessages.browserZone, { zone: browserZoneLabel(to) })}
        {bucketNote && intl.formatMessage(valueMessages.bucketExplained, { duration: bucket })}
      </p>
    </div>
  );
});
