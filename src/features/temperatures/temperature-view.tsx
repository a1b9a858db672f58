import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Equipment } from '@/api/schemas';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { compareSensorIds } from '@/domain/sensors';
import { plotWidth } from './chart/chart-layout';
import { LatestReadingsTable } from './latest-readings-table';
import { stateRuns } from './chart/state-runs';
import { TemperatureCharts } from './chart/temperature-charts';
import { sensorStats, toColumns } from './model/temperature-columns';
import { TemperatureLogDialog } from './temperature-log-dialog';
import type { TimeRange } from './model/temperature-range';
import { buildChartRows } from './model/temperature-rows';
import { TemperaturesEmpty } from './temperatures-empty';
import { ViewActions } from './view-actions';
import { useElementWidth } from '@/components/ui/use-element-width';
import { useHiddenSensors } from './model/use-hidden-sensors';
import { useTemperatureWindow } from './model/use-temperature-window';
import { useWindowLogs } from './log-events/use-window-logs';
import { LogEventsToggle } from './log-events/log-events-toggle';
import { messages } from './messages';

interface TemperatureViewProps {
  guid: string;
  company: string | undefined;
  range: TimeRange;
  equipment: UseQueryResult<Equipment>;
  /** Device-log events drawn under the charts (the page keeps the choice in the URL). */
  showEvents: boolean;
  onShowEvents: (show: boolean) => void;
}

/** The window's charts and its Latest readings table; each panel has its own states. */
export function TemperatureView(props: TemperatureViewProps) {
  const { guid, company, range, equipment, showEvents, onShowEvents } = props;
  const intl = useIntl();
  const data = useTemperatureWindow(guid, company, range);
  const { query, window } = data;
  const events = useWindowLogs(guid, company, window, showEvents);
  const [hidden, toggleSensor] = useHiddenSensors();
  const [openLog, setOpenLog] = useState<{ guid: string; at: number } | null>(null);
  const [chartBox, width] = useElementWidth<HTMLDivElement>();

  // Everything derived from the logs is computed once per data (or window) change, not per render.
  const logs = query.data?.items;
  const cols = useMemo(
    () => (logs ? toColumns(logs, window, compareSensorIds) : undefined),
    [logs, window],
  );
  const stats = useMemo(() => (cols ? sensorStats(cols) : []), [cols]);
  const runs = useMemo(() => (cols ? stateRuns(cols) : []), [cols]);
  // The point budget moves in 32 px steps so resizing does not rebuild the rows every pixel.
  const budget = Math.max(64, Math.floor(plotWidth(width) / 32) * 32);
  const chart = useMemo(() => (cols ? buildChartRows(cols, budget) : undefined), [cols, budget]);

  const onOpenLog = useCallback(
    (index: number) => {
      const logGuid = cols?.guids[index];
      if (logGuid !== undefined) setOpenLog({ guid: logGuid, at: cols!.times[index]! });
    },
    [cols],
  );

  const empty = cols !== undefined && cols.times.length === 0;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_31rem]">
      <Panel
        title={intl.formatMessage(messages.chartsTitle)}
        actions={
          <ViewActions
            data={data}
            cols={empty ? undefined : cols}
            serial={equipment.data?.serial}
          />
        }
      >
        <LogEventsToggle checked={showEvents} onChange={onShowEvents} query={events} />
        <div ref={chartBox}>
          <QueryState
            query={query}
            loadingLabel={intl.formatMessage(messages.loadingLogs)}
            errorTitle={intl.formatMessage(messages.logsFailed)}
            isEmpty={() => empty}
            empty={<TemperaturesEmpty equipment={equipment} live={data.live} />}
          >
            {() =>
              chart &&
              cols && (
                <TemperatureCharts
                  chart={chart}
                  sensors={cols.sensors}
                  hidden={hidden}
                  runs={runs}
                  from={window.from}
                  to={window.to}
                  width={width}
                  dataUpdatedAt={query.dataUpdatedAt}
                  onOpenLog={onOpenLog}
                  events={
                    showEvents && events.data
                      ? { logs: events.data.items, equipmentGuid: guid, company }
                      : undefined
                  }
                />
              )
            }
          </QueryState>
        </div>
      </Panel>
      <section
        aria-label={intl.formatMessage(messages.latestReadings)}
        className="rounded-lg border border-line bg-surface p-4"
      >
        <QueryState
          query={query}
          loadingLabel={intl.formatMessage(messages.loadingLatest)}
          errorTitle={intl.formatMessage(messages.latestFailed)}
          // The charts panel beside this one already says the data is stale.
          staleNotice={false}
          isEmpty={() => empty}
          empty={<p className="text-sm text-fg-muted">{intl.formatMessage(messages.noReadings)}</p>}
        >
          {() => (
            <LatestReadingsTable
              stats={stats}
              hidden={hidden}
              onToggle={toggleSensor}
              onOpenLog={onOpenLog}
            />
          )}
        </QueryState>
      </section>
      <TemperatureLogDialog
        equipmentGuid={guid}
        company={company}
        log={openLog}
        onClose={() => setOpenLog(null)}
      />
    </div>
  );
}
