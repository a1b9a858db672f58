import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch, searchTerms } from './search.ts';

describe('normalizeForSearch', () => {
  it.each<[string | null | undefined, string]>([
    ['Café ZÜRICH', 'cafe zurich'],
    ['  São   Paulo ', 'sao paulo'],
    ['Kraków', 'krakow'],
    ['SN-00042', 'sn-00042'],
    ['', ''],
    [undefined, ''],
    [null, ''],
  ])('"%s" → "%s"', (input, out) => {
    expect(normalizeForSearch(input)).toBe(out);
  });

  it('splits a query into terms', () => {
    expect(searchTerms('  Luxura   Zürich ')).toEqual(['luxura', 'zurich']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('matchesQuery', () => {
  // serial, alias, model, city
  const unit = ['SN-00042', 'Front sunbed', 'Luxura X7', 'Zürich'];

  it.each<[string, string | undefined, boolean]>([
    ['empty query', '', true],
    ['undefined query', undefined, true],
    ['serial fragment', '00042', true],
    ['case-insensitive alias', 'FRONT', true],
    ['accent-free city', 'zurich', true],
    ['accented query', 'Zürich', true],
    ['terms across fields', 'luxura zur', true],
    ['term order does not matter', 'zur luxura', true],
    ['one term missing', 'luxura paris', false],
    ['no match', 'amsterdam', false],
    ['terms do not span two fields', 'sunbed luxura', true],
    ['a term must fit inside one field', 'sunbedluxura', false],
  ])('%s: "%s" → %s', (_name, query, match) => {
    expect(matchesQuery(unit, query)).toBe(match);
  });

  it('tolerates missing fields', () => {
    expect(matchesQuery(['SN-1', undefined, null, 7], 'sn-1')).toBe(true);
    expect(matchesQuery([undefined], 'x')).toBe(false);
  });
});
