import { describe, expect, it } from 'vitest';
import type { CollectionPage } from '@/api/collection';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { countLine, type CountInput } from './count-line';
import { selectLogList } from './log-list-data';
import { deviceLogEntry } from '@/testing/documents';

function page(
  items: DeviceLogEntry[],
  extra: Partial<CollectionPage<DeviceLogEntry>> = {},
): CollectionPage<DeviceLogEntry> {
  return {
    items,
    invalidCount: 0,
    rawCount: items.length,
    offset: 0,
    wholeCollection: false,
    ...extra,
  };
}

describe('selectLogList', () => {
  it('merges pages newest first and adds up what the server sent', () => {
    const a = deviceLogEntry({ log_date: 3 });
    const b = deviceLogEntry({ log_date: 2 });
    const c = deviceLogEntry({ log_date: 1 });
    const data = selectLogList({
      pages: [page([b, a], { total: 3 }), page([c], { offset: 2, total: 3 })],
      pageParams: [0, 2],
    });
    expect(data.items).toEqual([a, b, c]);
    expect(data).toMatchObject({
      total: 3,
      fetched: 3,
      serverFiltered: true,
      wholeCollection: false,
    });
  });

  it('notices a server that ignored the filters (it sent more than matched)', () => {
    const data = selectLogList({
      pages: [page([deviceLogEntry()], { rawCount: 5, wholeCollection: true })],
      pageParams: [0],
    });
    expect(data).toMatchObject({ serverFiltered: false, wholeCollection: true, fetched: 5 });
  });

  it('does not count unreadable documents as unfiltered ones', () => {
    const data = selectLogList({
      pages: [page([deviceLogEntry()], { rawCount: 2, invalidCount: 1 })],
      pageParams: [0],
    });
    expect(data.serverFiltered).toBe(true);
  });
});

describe('countLine', () => {
  const base: CountInput = {
    matching: 200,
    shown: 200,
    searching: false,
    complete: false,
    total: 100_000,
    fetched: 200,
    serverFiltered: true,
  };

  it('says "N of M" when the total is known', () => {
    expect(countLine(base)).toBe('200 of 100,000 logs loaded');
  });

  it('says how many logs there are once all are loaded', () => {
    expect(countLine({ ...base, complete: true, matching: 1 })).toBe('1 log');
  });

  it('copes without a total', () => {
    expect(countLine({ ...base, total: undefined })).toBe('200 logs loaded, more available');
  });

  it('does not pass off an unfiltered total as the filtered one', () => {
    expect(countLine({ ...base, matching: 40, serverFiltered: false })).toBe(
      '200 of 100,000 logs fetched, 40 match the filters',
    );
  });

  it('says the search covers loaded logs only', () => {
    expect(countLine({ ...base, searching: true, shown: 3 })).toBe(
      '3 of 200 loaded logs match the search · 200 of 100,000 logs loaded',
    );
  });
});
