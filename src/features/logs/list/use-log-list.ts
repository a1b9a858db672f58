import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deviceLogQueries, fetchDeviceLogPage, type DeviceLogFilter } from '@/api/device-logs';
import { getRuntimeConfig } from '@/config/runtime-config';
import { selectLogList, type LogListData } from './log-list-data';

/**
 * The loaded pages of one unit's logs. Logs never change once written, so loaded pages are never
 * refetched behind the user's back (no refetch of 50 pages on focus); new logs come from the
 * live poll of the newest page (useLiveHead).
 */
export function useLogList(guid: string, company: string | undefined, filter: DeviceLogFilter) {
  return useInfiniteQuery({
    ...deviceLogQueries.list(guid, company, filter),
    select: selectLogList,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A server that ignores paging sends everything on each poll: past this size live updates stop. */
export const LIVE_WHOLE_COLLECTION_LIMIT = 5_000;

/**
 * Polling of the newest page (docs/decisions.md#freshness) (every pollIntervalsMs.equipment, paused
 * while the tab is hidden). Seeded with the list's first page so it does not fetch it twice.
 * Mounted only once the list loaded.
 */
export function useLiveHead(
  guid: string,
  company: string | undefined,
  filter: DeviceLogFilter,
  list: LogListData,
  listUpdatedAt: number,
) {
  const pollMs = getRuntimeConfig().pollIntervalsMs.equipment;
  const blocked = list.wholeCollection && list.fetched > LIVE_WHOLE_COLLECTION_LIMIT;
  const queryKey = useMemo(
    () => [...deviceLogQueries.list(guid, company, filter).queryKey, 'head'] as const,
    [guid, company, filter],
  );
  const head = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchDeviceLogPage(guid, company, filter, 0, signal),
    initialData: list.firstPage,
    initialDataUpdatedAt: listUpdatedAt,
    staleTime: pollMs,
    refetchInterval: blocked ? false : pollMs,
    refetchOnWindowFocus: !blocked,
    enabled: !blocked,
    // Only new logs matter here; a failed poll is retried by the next interval.
    retry: false,
    structuralSharing: false,
  });
  return { head, blocked };
}
