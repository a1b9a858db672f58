import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Equipment } from '@/domain/documents/schemas';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { plotWidth } from './chart/chart-layout';
import { LatestReadingsTable } from './latest-readings-table';
import { TemperatureCharts } from './chart/temperature-charts';
import { TemperatureLogDialog } from './temperature-log-dialog';
import type { TimeRange } from './model/temperature-range';
import { TemperaturesEmpty } from './temperatures-empty';
import { ViewActions } from './view-actions';
import { useElementWidth } from '@/components/ui/use-element-width';
import { TEMPERATURES_DRAWN_MARK } from '@/lib/after-first-page';
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
  const [chartBox, width] = useElementWidth<HTMLDivElement>();
  // The point budget moves in 32 px steps so resizing does not rebuild the rows every pixel.
  const budget = width > 0 ? Math.max(64, Math.floor(plotWidth(width) / 32) * 32) : undefined;
  const data = useTemperatureWindow(guid, company, range, budget);
  const { query, window } = data;
  const events = useWindowLogs(guid, company, window, showEvents);
  const [hidden, toggleSensor] = useHiddenSensors();
  const [openLog, setOpenLog] = useState<{ guid: string; at: number } | null>(null);

  // Rows, statistics and state runs arrive built (the temperatures worker); a log is named by
  // its place in the view's short list of logs.
  const view = query.data;
  const onOpenLog = useCallback(
    (index: number) => {
      const log = view?.refs[index];
      if (log) setOpenLog({ guid: log.guid, at: log.t });
    },
    [view],
  );

  const empty = view !== undefined && view.count === 0;
  // Nothing to draw: the page has shown what it came for (docs/decisions.md#background).
  const settledWithoutCharts = empty || (query.isError && view === undefined);
  useEffect(() => {
    if (settledWithoutCharts) performance.mark(TEMPERATURES_DRAWN_MARK);
  }, [settledWithoutCharts]);

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_31rem]">
      <Panel
        title={intl.formatMessage(messages.chartsTitle)}
        actions={
          <ViewActions
            data={data}
            view={empty ? undefined : view}
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
            {(v) => (
              <TemperatureCharts
                chart={v.chart}
                sensors={v.sensors}
                hidden={hidden}
                runs={v.runs}
                from={v.window.from}
                to={v.window.to}
                width={width}
                dataUpdatedAt={v.dataAt}
                onOpenLog={onOpenLog}
                events={
                  showEvents && events.data
                    ? { logs: events.data.items, equipmentGuid: guid, company }
                    : undefined
                }
              />
            )}
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
          {(v) => (
            <LatestReadingsTable
              stats={v.stats}
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
