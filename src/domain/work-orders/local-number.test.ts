import { describe, expect, it } from 'vitest';
import { parseLocalInteger, parseLocalNumber } from './local-number';

describe('parseLocalNumber', () => {
  it.each([
    ['3,0', 'nl', 3],
    ['0,25', 'de', 0.25],
    ['0.25', 'nl', 0.25],
    ['1.250,5', 'nl', 1250.5],
    [' 12 ', 'en', 12],
    ['0.3', 'en', 0.3],
    ['1,250.5', 'en', 1250.5],
    ['−2', 'en', -2],
  ] as const)('%s in %s is %s', (text, locale, n) => {
    expect(parseLocalNumber(text, locale)).toBe(n);
  });

  it.each([
    ['3,0', 'en'],
    ['', 'nl'],
    ['abc', 'de'],
    ['1,2,3', 'nl'],
    ['3.0.1', 'en'],
  ] as const)('%s in %s is not a number', (text, locale) => {
    expect(parseLocalNumber(text, locale)).toBeUndefined();
  });

  it('reads whole numbers only as integers', () => {
    expect(parseLocalInteger('4', 'nl')).toBe(4);
    expect(parseLocalInteger('2,5', 'nl')).toBeUndefined();
  });
});
