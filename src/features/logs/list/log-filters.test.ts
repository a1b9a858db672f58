import { describe, expect, it } from 'vitest';
import {
  dateRangeMs,
  filterParamsOf,
  isRangeInverted,
  readLogFilters,
  serverFiltersOf,
  writeLogFilters,
} from './log-filters';

describe('readLogFilters', () => {
  it('reads every filter from the URL', () => {
    const state = readLogFilters(
      new URLSearchParams('type=error&from=2026-11-01&to=2026-11-20&serial=1001&q=lamp&company=c1'),
    );
    expect(state).toEqual({
      type: 'error',
      from: '2026-11-01',
      to: '2026-11-20',
      serial: '1001',
      q: 'lamp',
    });
  });

  it('ignores values a hand-edited URL got wrong', () => {
    const state = readLogFilters(
      new URLSearchParams('type=ERROR&from=2026-02-31&to=yesterday&serial=12a'),
    );
    expect(state).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
      serial: undefined,
      q: '',
    });
  });
});

describe('writeLogFilters', () => {
  it('keeps the company and other parameters, drops emptied filters', () => {
    const prev = new URLSearchParams('company=c1&type=boot&q=x');
    const next = writeLogFilters(prev, { type: undefined, serial: '77', q: '' });
    expect(next.toString()).toBe('company=c1&serial=77');
    expect(prev.toString()).toBe('company=c1&type=boot&q=x');
  });

  it('round-trips through the URL (deep links open the same view)', () => {
    const state = {
      type: 'session' as const,
      from: '2026-11-02',
      to: undefined,
      serial: '5',
      q: 'uv lamp',
    };
    expect(readLogFilters(filterParamsOf(state))).toEqual(state);
  });
});

describe('date range', () => {
  it('spans whole local days, inclusive', () => {
    const { fromMs, toMs } = dateRangeMs({ from: '2026-11-01', to: '2026-11-01' });
    expect(fromMs).toBe(new Date(2026, 10, 1).getTime());
    expect(toMs).toBe(new Date(2026, 10, 2).getTime() - 1);
  });

  it('notices a range that ends before it starts', () => {
    expect(isRangeInverted({ from: '2026-11-05', to: '2026-11-01' })).toBe(true);
    expect(isRangeInverted({ from: '2026-11-01', to: undefined })).toBe(false);
  });
});

describe('serverFiltersOf', () => {
  it('sends top-level fields only, never the text search', () => {
    const filters = serverFiltersOf({
      type: 'error',
      from: undefined,
      to: '2026-11-01',
      serial: '1001',
      q: 'E22',
    });
    expect(filters).toEqual({
      type: 'error',
      to: new Date(2026, 10, 2).getTime() - 1,
      controllerSerial: '1001',
    });
  });
});
