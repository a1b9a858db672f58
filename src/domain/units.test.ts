import { describe, expect, it } from 'vitest';
import {
  formatCelsius,
  formatCelsiusValue,
  formatMinutes,
  formatSeconds,
  formatTimezoneOffset,
  minutesToMs,
  secondsToMs,
  tenthsToCelsius,
} from './units';

describe('formatMinutes (hour counters, docs/decisions.md#maintenance-counters)', () => {
  it.each<[number | null | undefined, string]>([
    [6150, '102 h 30 min'],
    [0, '0 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1 h 0 min'],
    [61, '1 h 1 min'],
    [119.6, '2 h 0 min'],
    [600_000, '10000 h 0 min'],
    [-1, '—'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
    [undefined, '—'],
    [null, '—'],
  ])('%s min → "%s"', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('formatSeconds (session and pause times, docs/decisions.md#timestamps-units)', () => {
  it.each<[number | null | undefined, string]>([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min 0 s'],
    [725, '12 min 5 s'],
    [3599, '59 min 59 s'],
    [3600, '1 h 0 min'],
    [3725, '1 h 2 min'],
    [-5, '—'],
    [Number.NaN, '—'],
    [undefined, '—'],
  ])('%s s → "%s"', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });

  it.each([
    [secondsToMs, 1.5, 1500],
    [secondsToMs, 1_800_000_000, 1_800_000_000_000],
    [minutesToMs, 2, 120_000],
  ])('%o(%d) = %d', (fn, input, out) => {
    expect(fn(input)).toBe(out);
  });
});

describe('temperatures in tenths of a degree (docs/decisions.md#timestamps-units)', () => {
  it.each<[number | null | undefined, number, string, string]>([
    [253, 25.3, '25.3 °C', '25.3'],
    [250, 25, '25.0 °C', '25.0'],
    [0, 0, '0.0 °C', '0.0'],
    [1, 0.1, '0.1 °C', '0.1'],
    [-5, -0.5, '−0.5 °C', '-0.5'],
    [-123, -12.3, '−12.3 °C', '-12.3'],
    [1005, 100.5, '100.5 °C', '100.5'],
    [3, 0.3, '0.3 °C', '0.3'],
    [null, Number.NaN, '—', ''],
    [Number.NaN, Number.NaN, '—', ''],
  ])('%s tenths → %s → "%s"', (tenths, celsius, text, plain) => {
    expect(tenthsToCelsius(tenths)).toBe(celsius);
    expect(formatCelsius(tenths)).toBe(text);
    expect(formatCelsiusValue(tenths)).toBe(plain);
  });

  it('is exact where float division is not (3 × 0.1)', () => {
    expect(3 * 0.1).not.toBe(0.3);
    expect(tenthsToCelsius(3)).toBe(0.3);
  });
});

describe('formatTimezoneOffset (seconds, docs/decisions.md#timestamps-units)', () => {
  it.each<[number | null | undefined, string]>([
    [7200, 'UTC+02:00'],
    [3600, 'UTC+01:00'],
    [0, 'UTC+00:00'],
    [-19_800, 'UTC−05:30'],
    [19_800, 'UTC+05:30'],
    [20_700, 'UTC+05:45'],
    [-36_000, 'UTC−10:00'],
    [50_400, 'UTC+14:00'],
    [7_200_000, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('%s s → "%s"', (seconds, text) => {
    expect(formatTimezoneOffset(seconds)).toBe(text);
  });
});

describe('Dutch and German numbers and durations (docs/decisions.md#languages)', () => {
  it.each<[number, 'nl' | 'de', string]>([
    [6150, 'nl', '102 uur 30 min'],
    [6150, 'de', '102 Std. 30 Min.'],
    [45, 'nl', '45 min'],
  ])('formatMinutes(%s, %s) → %s', (minutes, locale, expected) => {
    expect(formatMinutes(minutes, locale)).toBe(expected);
  });

  it.each<[number, 'nl' | 'de', string]>([
    [45, 'nl', '45 sec'],
    [725, 'de', '12 Min. 5 Sek.'],
    [3720, 'nl', '1 uur 2 min'],
  ])('formatSeconds(%s, %s) → %s', (seconds, locale, expected) => {
    expect(formatSeconds(seconds, locale)).toBe(expected);
  });

  it('uses a decimal comma for temperatures, the same digits', () => {
    expect(formatCelsius(253, 'nl')).toBe('25,3 °C');
    expect(formatCelsius(-5, 'de')).toBe('\u22120,5 °C');
    expect(formatCelsius(253, 'en')).toBe('25.3 °C');
  });
});
