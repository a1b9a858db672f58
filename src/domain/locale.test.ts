import { describe, expect, it } from 'vitest';
import { isLocale, pickLocale } from './locale';

describe('pickLocale', () => {
  it.each([
    [['nl-NL', 'en'], 'nl'],
    [['nl-BE'], 'nl'],
    [['de-DE', 'nl'], 'de'],
    [['de-AT'], 'de'],
    [['DE_ch'], 'de'],
    [['fr-FR', 'de-DE', 'nl'], 'de'],
    [['en-GB', 'nl'], 'en'],
    [['fr-FR', 'es'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
    [[''], 'en'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(pickLocale(languages)).toBe(expected);
  });
});

describe('isLocale', () => {
  it.each([
    ['en', true],
    ['nl', true],
    ['de', true],
    ['fr', false],
    ['nl-NL', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
