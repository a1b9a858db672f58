// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyCollectionFilter,
  dedupeByGuid,
  sortByLogDate,
  totalCountOf,
} from './collection-filters';

const log = (
  guid: string,
  log_date: number | undefined,
  type = 'boot',
  controller_serial: unknown = 1001,
  device_guid = 'dev-a',
) => ({
  _meta: { guid },
  log_date,
  type,
  controller_serial,
  device_guid,
});

const logs = [
  log('a', 1000, 'boot'),
  log('b', 2000, 'session', 1002),
  log('c', 3000, 'error', 1001, 'dev-b'),
  log('d', undefined, 'boot'),
  log('e', 4000, 'session'),
];

describe('applyCollectionFilter', () => {
  it('keeps everything without filters', () => {
    expect(applyCollectionFilter(logs, {})).toHaveLength(5);
  });

  it('filters log_date inclusively and drops documents without a date', () => {
    expect(applyCollectionFilter(logs, { from: 2000, to: 3000 }).map((l) => l._meta.guid)).toEqual([
      'b',
      'c',
    ]);
    expect(applyCollectionFilter(logs, { from: 2500 }).map((l) => l._meta.guid)).toEqual([
      'c',
      'e',
    ]);
  });

  it('filters type, controller serial (number or text) and device', () => {
    expect(applyCollectionFilter(logs, { type: 'session' }).map((l) => l._meta.guid)).toEqual([
      'b',
      'e',
    ]);
    expect(
      applyCollectionFilter(logs, { controllerSerial: '1002' }).map((l) => l._meta.guid),
    ).toEqual(['b']);
    expect(
      applyCollectionFilter(logs, { controllerSerial: 1001, deviceGuid: 'dev-b' }).map(
        (l) => l._meta.guid,
      ),
    ).toEqual(['c']);
  });

  it('treats empty strings as "no filter"', () => {
    expect(applyCollectionFilter(logs, { type: '', controllerSerial: '' })).toHaveLength(5);
  });
});

describe('sortByLogDate', () => {
  it('sorts newest first or oldest first, undated last, stable', () => {
    expect(sortByLogDate(logs, '-log_date').map((l) => l._meta.guid)).toEqual([
      'e',
      'c',
      'b',
      'a',
      'd',
    ]);
    expect(sortByLogDate(logs, 'log_date').map((l) => l._meta.guid)).toEqual([
      'a',
      'b',
      'c',
      'e',
      'd',
    ]);
    const ties = [log('x', 5), log('y', 5), log('z', 5)];
    expect(sortByLogDate(ties, '-log_date').map((l) => l._meta.guid)).toEqual(['x', 'y', 'z']);
  });
});

describe('dedupeByGuid and totalCountOf', () => {
  it('keeps the first of repeated guids (overlapping pages)', () => {
    expect(dedupeByGuid([log('a', 1), log('b', 2), log('a', 3)]).map((l) => l.log_date)).toEqual([
      1, 2,
    ]);
  });

  it('reads X-Total-Count only when it is a whole number', () => {
    expect(totalCountOf(new Headers({ 'X-Total-Count': '1234' }))).toBe(1234);
    expect(totalCountOf(new Headers({ 'X-Total-Count': 'many' }))).toBeUndefined();
    expect(totalCountOf(new Headers())).toBeUndefined();
  });
});
