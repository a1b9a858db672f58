import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { temperatureQueries } from '@/api/temperatures';
import { getRuntimeConfig } from '@/config/runtime-config';
import { temperatureTransport } from '../worker/temperature-transport';
import type { Arrival, PollResult, WindowRequest } from '../worker/temperature-store';
import type { TemperatureViewData } from '../worker/temperature-view-data';
import { windowOf, type WindowSpec } from '../worker/window-spec';
import { presetMs, type TimeRange, type TimeWindow } from './temperature-range';

// The window's logs: one (paged) download of the window, then, while live, a small polled fetch
// of only what is newer than the newest log. Both happen where the logs are held (the
// temperatures worker, docs/decisions.md#temperature-pipeline); this thread gets the drawn rows,
// the table's figures and the state band, again when the chart width or the logs change. The
// server may ignore from/to (docs/decisions.md#collections), so the logs are clipped to the window
// again there (toColumns).

const NOTHING_NEWER: PollResult = { added: 0, version: 0 };

export interface TemperatureWindow {
  /** The window's drawn data: loading, error and Retry come from here. */
  query: ReturnType<typeof useQuery<TemperatureViewData>>;
  /** The chart window: a live preset slides with the newest log, a custom window is fixed. */
  window: TimeWindow;
  live: boolean;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** The live poll failed (the window's data stays on screen). */
  liveError: unknown;
  updatedAt: number;
  fetching: boolean;
  /** The window's CSV, built where the logs are. */
  exportCsv: () => Promise<Blob>;
}

/** The bench's start of "data arrival → charts drawn": the last response, in this page's clock. */
function markArrival(arrival: Arrival | undefined) {
  if (!arrival) return;
  performance.mark('temperatures:received', {
    startTime: Math.max(0, arrival.at - performance.timeOrigin),
    detail: { requests: arrival.requests, transferBytes: arrival.transferBytes },
  });
}

/**
 * Mount with `key` = the range, so a new range starts with a new anchor and no old state.
 * `budget` (points per series) is undefined until the charts' width is known.
 */
export function useTemperatureWindow(
  guid: string,
  company: string | undefined,
  range: TimeRange,
  budget: number | undefined,
): TemperatureWindow {
  // A preset's end is fixed when it is chosen: from/to are part of the query key.
  const [anchor] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [paused, setPaused] = useState(false);
  const [mountedAt] = useState(() => Date.now());
  const live = range.kind === 'preset';
  const spec = useMemo<WindowSpec>(
    () =>
      range.kind === 'custom'
        ? { kind: 'fixed', from: range.from, to: range.to }
        : {
            kind: 'live',
            from: anchor - presetMs(range.preset),
            to: anchor,
            spanMs: presetMs(range.preset),
          },
    [range, anchor],
  );
  // The newest window is open-ended: the newest log is included even when the controller's
  // clock runs a little ahead of the browser's.
  const { listKey, request } = useMemo(() => {
    const asked = spec.kind === 'live' ? { from: spec.from } : { from: spec.from, to: spec.to };
    const listKey = temperatureQueries.list(guid, company, asked).queryKey;
    const request: WindowRequest = {
      key: JSON.stringify(listKey),
      guid,
      company,
      request: asked,
      spec,
    };
    return { listKey, request };
  }, [guid, company, spec]);

  const pollMs = getRuntimeConfig().pollIntervalsMs.equipment;
  // Until the window's logs are held the poll finds nothing to add to and asks nothing.
  // `request` is listKey's content, so it is in both keys below.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const poll = useQuery({
    queryKey: [...listKey, 'poll'] as const,
    queryFn: ({ signal }) => temperatureTransport().run({ kind: 'poll', request }, signal),
    enabled: live && !paused,
    refetchInterval: pollMs,
    // Starts as "nothing newer, just checked": the first poll waits one interval instead of
    // redrawing the charts a moment after they were first drawn.
    initialData: NOTHING_NEWER,
    initialDataUpdatedAt: mountedAt,
    staleTime: pollMs,
    gcTime: 60_000,
  });

  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    // The poll's version: newer logs were added, so the rows are built again (no download).
    queryKey: [...listKey, 'view', budget ?? 0, poll.data.version] as const,
    queryFn: async ({ signal }) => {
      const { view, arrival } = await temperatureTransport().run(
        { kind: 'view', request: { ...request, budget: budget ?? 0 } },
        signal,
      );
      markArrival(arrival);
      return view;
    },
    enabled: budget !== undefined,
    // A past window does not change; live updates arrive through the small poll.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // A new width or newer logs redraw over the charts on screen, never a spinner.
    placeholderData: keepPreviousData,
    // Hundreds of rows replaced as a whole: deep-comparing costs more.
    structuralSharing: false,
  });

  const exportCsv = useCallback(
    () => temperatureTransport().run({ kind: 'csv', request }),
    [request],
  );
  const view = query.data;
  const window = useMemo(() => view?.window ?? windowOf(spec, undefined), [view, spec]);

  return {
    query,
    window,
    live,
    paused,
    setPaused,
    liveError: live && !paused ? poll.error : null,
    updatedAt: Math.max(view?.dataAt ?? 0, poll.isFetched ? poll.dataUpdatedAt : 0),
    fetching: query.isFetching || poll.isFetching,
    exportCsv,
  };
}
