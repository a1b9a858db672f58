import type { InfiniteData } from '@tanstack/react-query';
import type { CollectionPage } from '@/api/collection';
import { mergeDeviceLogPages } from '@/api/device-logs';
import type { DeviceLogEntry } from '@/api/device-log-entry';

// What the log browser needs from the loaded pages, beyond the merged list the API layer gives: how
// much the server sent, whether it filtered and paged (docs/decisions.md#collections), and the
// newest page for live polls.

export interface LogListData {
  /** Client-filtered, newest first, one copy per guid. */
  items: DeviceLogEntry[];
  invalidCount: number;
  /** X-Total-Count when the server sent it (counts what the server matched, before our filters). */
  total?: number;
  /** Documents the server sent over all loaded pages. */
  fetched: number;
  /** The server ignored paging and sent the whole collection at once. */
  wholeCollection: boolean;
  /** Every document the server sent matched the filters: its total can be trusted as ours. */
  serverFiltered: boolean;
  firstPage: CollectionPage<DeviceLogEntry> | undefined;
}

export function selectLogList(
  data: InfiniteData<CollectionPage<DeviceLogEntry>, number>,
): LogListData {
  const view = mergeDeviceLogPages(data);
  let fetched = 0;
  let serverFiltered = true;
  for (const page of data.pages) {
    fetched += page.rawCount;
    if (page.items.length + page.invalidCount < page.rawCount) serverFiltered = false;
  }
  return {
    items: view.items,
    invalidCount: view.invalidCount,
    ...(view.total !== undefined ? { total: view.total } : {}),
    fetched,
    wholeCollection: data.pages.some((p) => p.wholeCollection),
    serverFiltered,
    firstPage: data.pages[0],
  };
}
