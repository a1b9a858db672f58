import { describe, expect, it } from 'vitest';
import {
  describeLastSeenRule,
  formatDurationWords,
  isPingFresh,
  lastSeenStatus,
} from './last-seen.ts';

const NOW = 1_800_000_000_000;
const TEN_MIN = 600_000;

describe('lastSeenStatus', () => {
  it.each([
    ['no ping at all', undefined, 'never'],
    ['null ping', null, 'never'],
    ['NaN ping', Number.NaN, 'never'],
    ['pinged just now', NOW, 'online'],
    ['pinged 1 ms inside the threshold', NOW - TEN_MIN + 1, 'online'],
    ['pinged exactly at the threshold', NOW - TEN_MIN, 'online'],
    ['pinged 1 ms past the threshold', NOW - TEN_MIN - 1, 'stale'],
    ['pinged a day ago', NOW - 86_400_000, 'stale'],
    ['ping in the future (clock skew)', NOW + 60_000, 'online'],
    ['ping at epoch 0', 0, 'stale'],
  ] as const)('%s → %s', (_name, ping, expected) => {
    expect(lastSeenStatus(ping, NOW, TEN_MIN)).toBe(expected);
  });

  it.each([
    [60_000, NOW - 61_000, 'stale'],
    [3_600_000, NOW - 61_000, 'online'],
  ] as const)('honours a custom threshold of %d ms', (threshold, ping, expected) => {
    expect(lastSeenStatus(ping, NOW, threshold)).toBe(expected);
  });

  it('uses 10 minutes when no threshold is given', () => {
    expect(lastSeenStatus(NOW - TEN_MIN - 1, NOW)).toBe('stale');
    expect(isPingFresh(NOW - TEN_MIN, NOW, TEN_MIN)).toBe(true);
  });
});

describe('describeLastSeenRule', () => {
  it.each([
    [600_000, '10 minutes'],
    [60_000, '1 minute'],
    [90_000, '90 seconds'],
    [3_600_000, '1 hour'],
    [172_800_000, '2 days'],
    [1_500, '1500 ms'],
  ])('%d ms reads as "%s"', (ms, words) => {
    expect(formatDurationWords(ms)).toBe(words);
    expect(describeLastSeenRule(ms)).toContain(`within the last ${words}`);
  });
});
