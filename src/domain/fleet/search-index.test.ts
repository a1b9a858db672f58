// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, rowsContainingAll } from './search-index.ts';
import { searchTerms } from './search.ts';

const texts = [
  '100 cabin amsterdam luxura x7 sunbed amsterdam',
  '20 back room ergoline 600 sunbed zurich',
  '3 ergoline 600 sunbed utrecht',
  '',
  '4000 cabin cabin utrecht',
];
// The serial part apart, as units hold it.
const index = buildSearchIndex(
  texts.map((text) => {
    const [serial = '', ...rest] = text.split(' ');
    return { searchSerial: serial, searchRest: rest.join(' ') };
  }),
);
const hits = (q: string) => {
  const terms = searchTerms(q);
  const matched = rowsContainingAll(index, terms);
  return [...matched.keys()].filter((i) => matched[i] === terms.length);
};

describe('search index: the same rows as includes on each row, in one pass', () => {
  it('lays the rows out one after another, each closed by a line break', () => {
    expect(index.text).toBe(texts.map((t) => `${t}\n`).join(''));
    expect([...index.starts]).toEqual([0, 47, 87, 117, 118, 143]);
  });

  it.each<[string, number[]]>([
    ['cabin', [0, 4]],
    ['ergoline', [1, 2]],
    ['ergoline utrecht', [2]],
    ['utrecht ergoline', [2]],
    // A term twice in a row's text counts that row once; the same term twice needs it once.
    ['cabin cabin', [0, 4]],
    ['600 sun', [1, 2]],
    // Never across two rows: "utrecht" ends row 2 and "4000" starts row 4.
    ['utrecht4000', []],
    ['x7 4000', []],
    ['amsterdam', [0]],
    ['0', [0, 1, 2, 4]],
    ['nowhere', []],
  ])('%s', (q, rows) => {
    expect(hits(q)).toEqual(rows);
    const terms = searchTerms(q);
    expect(hits(q)).toEqual(
      texts.flatMap((t, i) => (terms.every((term) => t.includes(term)) ? [i] : [])),
    );
  });

  it('indexes no rows', () => {
    const empty = buildSearchIndex([]);
    expect(empty.text).toBe('');
    expect(rowsContainingAll(empty, ['a']).length).toBe(0);
  });
});
