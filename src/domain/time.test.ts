import { describe, expect, it } from 'vitest';
import {
  controllerClockDriftMs,
  controllerTimeToMs,
  formatAbsoluteTime,
  formatCalendarDay,
  formatRelativeTime,
  isValidTimeZone,
  looksLikeSeconds,
  unitLocalTime,
} from './time';

const NOW = Date.UTC(2026, 10, 22, 8, 50, 12); // 2026-11-22 08:50:12 UTC
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it.each<[number | null | undefined, string]>([
    [NOW, 'just now'],
    [NOW - 59_999, 'just now'],
    [NOW + 30_000, 'just now'],
    [NOW - MIN, '1 min ago'],
    [NOW - 3 * MIN - 10_000, '3 min ago'],
    [NOW - 59 * MIN, '59 min ago'],
    [NOW - 60 * MIN, '1 h ago'],
    [NOW - 150 * MIN, '2 h ago'],
    [NOW - 24 * 60 * MIN, '1 d ago'],
    [NOW - 5 * 24 * 60 * MIN - 1, '5 d ago'],
    [NOW + 2 * MIN, 'in 2 min'],
    [NOW + 3 * 60 * MIN, 'in 3 h'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('%s → "%s"', (ms, text) => {
    expect(formatRelativeTime(ms, NOW)).toBe(text);
  });
});

describe('formatAbsoluteTime', () => {
  it.each<[number | undefined, string | undefined, string]>([
    [NOW, 'UTC', '2026-11-22 08:50:12 UTC'],
    [NOW, 'Europe/Amsterdam', '2026-11-22 09:50:12 GMT+1'],
    [Date.UTC(2026, 6, 1, 23, 5, 0), 'Europe/Amsterdam', '2026-07-02 01:05:00 GMT+2'],
    [Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC', '2026-01-01 00:00:00 UTC'],
    [undefined, 'UTC', '—'],
    [Number.NaN, 'UTC', '—'],
  ])('%s in %s → "%s"', (ms, zone, text) => {
    expect(formatAbsoluteTime(ms, zone)).toBe(text);
  });

  it('falls back to the browser zone for an unknown zone name instead of throwing', () => {
    expect(formatAbsoluteTime(NOW, 'Mars/Olympus')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S+$/,
    );
  });
});

describe('unitLocalTime (docs/decisions.md#timestamps-units)', () => {
  it.each<[string, Parameters<typeof unitLocalTime>[1], string | null]>([
    ['IANA zone', { timezone: 'Europe/Amsterdam' }, '2026-11-22 09:50 (Europe/Amsterdam)'],
    [
      'IANA zone wins over offset',
      { timezone: 'Asia/Kolkata', timezone_offset: 7200 },
      '2026-11-22 14:20 (Asia/Kolkata)',
    ],
    ['offset only', { timezone_offset: 7200 }, '2026-11-22 10:50 (UTC+02:00)'],
    [
      'negative offset crossing midnight',
      { timezone_offset: -36_000 },
      '2026-11-21 22:50 (UTC−10:00)',
    ],
    [
      'invalid zone falls back to the offset',
      { timezone: 'Nowhere/Land', timezone_offset: -19_800 },
      '2026-11-22 03:20 (UTC−05:30)',
    ],
    ['nothing usable', { timezone: '' }, null],
    ['offset in milliseconds by mistake', { timezone_offset: 7_200_000 }, null],
    ['no location', undefined, null],
  ])('%s', (_name, location, text) => {
    expect(unitLocalTime(NOW, location)).toBe(text);
  });

  it.each([
    ['Europe/Amsterdam', true],
    ['UTC', true],
    ['Nowhere/Land', false],
    ['', false],
    [42, false],
  ])('isValidTimeZone(%s) = %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});

describe('seconds vs milliseconds', () => {
  it.each<[number, boolean]>([
    [1_800_000_000, true],
    [1_800_000_000_000, false],
    [0, true],
    [99_999_999_999, true],
    [100_000_000_000, false],
  ])('looksLikeSeconds(%d) = %s', (n, seconds) => {
    expect(looksLikeSeconds(n)).toBe(seconds);
  });

  it.each<[number | undefined, number | undefined]>([
    [1_800_000_000, 1_800_000_000_000],
    [1_800_000_000_000, 1_800_000_000_000],
    [undefined, undefined],
  ])('controllerTimeToMs(%s) = %s', (input, ms) => {
    expect(controllerTimeToMs(input)).toBe(ms);
  });

  it('measures controller clock drift', () => {
    expect(controllerClockDriftMs(NOW / 1000 - 90, NOW)).toBe(-90_000);
    expect(controllerClockDriftMs(undefined, NOW)).toBeUndefined();
  });
});

describe('Dutch and German times (docs/decisions.md#languages)', () => {
  it.each<[number, 'nl' | 'de', string]>([
    [NOW - 10_000, 'nl', 'nu'],
    [NOW - 3 * MIN, 'nl', '3 min. geleden'],
    [NOW - 2 * 60 * MIN, 'nl', '2 uur geleden'],
    [NOW + 2 * MIN, 'nl', 'over 2 min.'],
    [NOW - 10_000, 'de', 'jetzt'],
    [NOW - 3 * MIN, 'de', 'vor 3 Min.'],
    [NOW - 2 * 60 * MIN, 'de', 'vor 2 Std.'],
  ])('relative %s in %s → %s', (ms, locale, expected) => {
    expect(formatRelativeTime(ms, NOW, locale)).toBe(expected);
  });

  it('writes absolute times in the language’s order, with the zone', () => {
    expect(formatAbsoluteTime(NOW, 'UTC', 'nl')).toBe('22-11-2026, 08:50:12 UTC');
    expect(formatAbsoluteTime(NOW, 'UTC', 'de')).toBe('22.11.2026, 08:50:12 UTC');
    expect(formatAbsoluteTime(NOW, 'UTC', 'en')).toBe('2026-11-22 08:50:12 UTC');
  });

  // The day is the unit's already: the same day whatever the browser's zone (UTC noon, in UTC).
  it.each<[string, 'en' | 'nl' | 'de', string]>([
    ['2026-12-01', 'en', '2026-12-01'],
    ['2026-12-01', 'nl', '01-12-2026'],
    ['2026-12-01', 'de', '01.12.2026'],
    ['2027-01-01', 'nl', '01-01-2027'],
    ['2026-12-31', 'de', '31.12.2026'],
    ['2028-02-29', 'nl', '29-02-2028'],
    ['soon', 'de', 'soon'],
    ['', 'nl', '—'],
  ])('calendar day %s in %s → %s', (day, locale, expected) => {
    expect(formatCalendarDay(day, locale)).toBe(expected);
  });

  it('writes a unit’s wall clock in the language’s order, zone name kept', () => {
    const amsterdam = { timezone: 'Europe/Amsterdam' };
    expect(unitLocalTime(NOW, amsterdam, 'de')).toBe('22.11.2026, 09:50 (Europe/Amsterdam)');
    expect(unitLocalTime(NOW, { timezone_offset: 7200 }, 'nl')).toBe(
      '22-11-2026, 10:50 (UTC+02:00)',
    );
  });
});
