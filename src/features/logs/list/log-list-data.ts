import type { InfiniteData } from '@tanstack/react-query';
import type { CollectionPage } from '@/api/collection';
import { mergeDeviceLogPages } from '@/api/device-logs';
import type { DeviceLog } from '@/api/schemas';

// What the log browser needs from the loaded pages, beyond the merged list the API layer gives: how
// much the server sent, whether it filtered and paged (docs/decisions.md#collections), and the
// newest page for live polls.

export interface LogListData {
  /** Client-filtered, newest first, one copy per guid. */
  items: DeviceLog[];
  invalidCount: number;
  /** X-Total-Count when the server sent it (counts what the server matched, before our filters). */
  total?: number;
  /** Documents the server sent over all loaded pages. */
  fetched: number;
  /** The server ignored paging and sent the whole collection at once. */
  wholeCollection: boolean;
  /** Every document the server sent matched the filters: its total can be trusted as ours. */
  serverFiltered: boolean;
  firstPage: CollectionPage<DeviceLog> | undefined;
}

export function selectLogList(data: InfiniteData<CollectionPage<DeviceLog>, number>): LogListData {
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

export interface CountInput {
  /** Logs in the list after the filters (before the text search). */
  matching: number;
  /** After the text search too: the rows on screen. */
  shown: number;
  searching: boolean;
  complete: boolean;
  total: number | undefined;
  fetched: number;
  serverFiltered: boolean;
}

const n = (value: number) => value.toLocaleString('en-US');
const logs = (value: number) => `${n(value)} ${value === 1 ? 'log' : 'logs'}`;

/** "200 of 100,000 logs loaded", "42 logs", or with a search "3 of 200 loaded logs match". */
export function countLine(c: CountInput): string {
  let base: string;
  if (c.complete) base = logs(c.matching);
  else if (c.total !== undefined && c.serverFiltered)
    base = `${n(c.matching)} of ${logs(c.total)} loaded`;
  else if (c.total !== undefined)
    base = `${n(c.fetched)} of ${logs(c.total)} fetched, ${n(c.matching)} match the filters`;
  else base = `${logs(c.matching)} loaded, more available`;
  return c.searching
    ? `${n(c.shown)} of ${n(c.matching)} loaded logs match the search · ${base}`
    : base;
}
