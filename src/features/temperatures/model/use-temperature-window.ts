import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TemperatureLog } from '@/api/schemas';
import { temperatureQueries, type TemperatureLogList } from '@/api/temperatures';
import { getRuntimeConfig } from '@/config/runtime-config';
import { presetMs, type TimeRange, type TimeWindow } from './temperature-range';

// The window's logs: one (paged) fetch of the window, then, while live, a small polled fetch of
// only what is newer than the newest log, merged into the window's cache entry. A week of readings
// is therefore transferred once, not on every poll. The server may ignore from/to
// (docs/decisions.md#collections), so the logs are clipped to the window again on the client
// (toColumns).

function newestLogDate(logs: readonly TemperatureLog[]): number | undefined {
  let newest: number | undefined;
  for (const log of logs) if (newest === undefined || log.log_date > newest) newest = log.log_date;
  return newest;
}

function appendNewer(
  list: TemperatureLogList,
  fresh: readonly TemperatureLog[],
): TemperatureLogList {
  const seen = new Set(list.items.map((l) => l._meta.guid));
  const added = fresh.filter((l) => !seen.has(l._meta.guid));
  if (added.length === 0) return list;
  const items = [...list.items, ...added].sort((a, b) => a.log_date - b.log_date);
  return { ...list, items };
}

const NOTHING_NEWER: TemperatureLogList = {
  items: [],
  invalidCount: 0,
  serverIgnoredPaging: false,
};

export interface TemperatureWindow {
  /** The window's query: loading, error and Retry come from here. */
  query: ReturnType<typeof useQuery<TemperatureLogList>>;
  /** The chart window: a live preset slides with the newest log, a custom window is fixed. */
  window: TimeWindow;
  live: boolean;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** The live poll failed (the window's data stays on screen). */
  liveError: unknown;
  updatedAt: number;
  fetching: boolean;
}

/** Mount with `key` = the range, so a new range starts with a new anchor and no old state. */
export function useTemperatureWindow(
  guid: string,
  company: string | undefined,
  range: TimeRange,
): TemperatureWindow {
  const queryClient = useQueryClient();
  // A preset's end is fixed when it is chosen: from/to are part of the query key.
  const [anchor] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [paused, setPaused] = useState(false);
  const live = range.kind === 'preset';
  const fetchWindow = useMemo<TimeWindow>(
    () =>
      range.kind === 'custom'
        ? { from: range.from, to: range.to }
        : { from: anchor - presetMs(range.preset), to: anchor },
    [range, anchor],
  );
  // The newest window is open-ended: the newest log is included even when the controller's
  // clock runs a little ahead of the browser's.
  const request = live ? { from: fetchWindow.from } : fetchWindow;

  const listOptions = temperatureQueries.list(guid, company, request);
  const query = useQuery({
    ...listOptions,
    // A past window does not change; live updates arrive through the small poll below.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const newest = useMemo(
    () => (query.data ? newestLogDate(query.data.items) : undefined),
    [query.data],
  );
  const since = (newest ?? fetchWindow.to) + 1;
  const pollMs = getRuntimeConfig().pollIntervalsMs.equipment;
  const tail = useQuery({
    ...temperatureQueries.list(guid, company, { from: since }),
    enabled: live && !paused && query.isSuccess,
    refetchInterval: pollMs,
    // Starts as "nothing newer, just checked": the first poll waits one interval instead of
    // redrawing the charts a moment after they were first drawn.
    initialData: NOTHING_NEWER,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: pollMs,
    gcTime: 60_000,
  });

  const mainKey = listOptions.queryKey;
  useEffect(() => {
    const fresh = tail.data?.items;
    if (!fresh || fresh.length === 0) return;
    queryClient.setQueryData<TemperatureLogList>(mainKey, (old) =>
      old ? appendNewer(old, fresh) : old,
    );
    // mainKey is rebuilt each render; its content only changes with fetchWindow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tail.data, queryClient, fetchWindow]);

  // While paused nothing new is fetched, so the window stays where it was.
  const end = live ? Math.max(fetchWindow.to, newest ?? 0) : fetchWindow.to;
  const window = useMemo<TimeWindow>(
    () => (range.kind === 'custom' ? fetchWindow : { from: end - presetMs(range.preset), to: end }),
    [range, fetchWindow, end],
  );

  return {
    query,
    window,
    live,
    paused,
    setPaused,
    liveError: live && !paused ? tail.error : null,
    updatedAt: Math.max(query.dataUpdatedAt, tail.isFetched ? tail.dataUpdatedAt : 0),
    fetching: query.isFetching || tail.isFetching,
  };
}
