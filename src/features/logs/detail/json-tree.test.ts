import { describe, expect, it } from 'vitest';
import { containerIds, flattenJson, kindOf, searchJson, toJsonText } from './json-tree';

const doc = {
  release: '4.9.2',
  settings: [
    { name: 'session_max_minutes', value: 20 },
    { name: 'lamp "power"', value: 95 },
  ],
  'odd key/with~chars': { nested: { deeper: true } },
  note: '<script>alert(1)</script>',
  empty: null,
};

describe('flattenJson', () => {
  it('lists the root and opens the first two levels by default', () => {
    const rows = flattenJson(doc);
    expect(rows[0]).toMatchObject({
      id: '',
      path: 'json_data',
      kind: 'object',
      size: 5,
      expanded: true,
    });
    const paths = rows.map((r) => r.path);
    expect(paths).toContain('json_data.settings[0]');
    expect(paths).not.toContain('json_data.settings[0].name');
    expect(paths).toContain('json_data["odd key/with~chars"].nested');
    expect(paths).not.toContain('json_data["odd key/with~chars"].nested.deeper');
  });

  it('escapes keys in JSON Pointer ids (RFC 6901) and keeps them unique', () => {
    const rows = flattenJson(doc);
    const odd = rows.find((r) => r.key === 'odd key/with~chars');
    expect(odd?.id).toBe('/odd key~1with~0chars');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('follows the user’s open/close choices', () => {
    const rows = flattenJson(doc, {
      overrides: new Map([
        ['/settings', false],
        ['/settings/0', true],
      ]),
    });
    expect(rows.find((r) => r.id === '/settings')?.expanded).toBe(false);
    expect(rows.some((r) => r.id.startsWith('/settings/'))).toBe(false);
  });

  it('keeps an HTML string as a plain string value', () => {
    const note = flattenJson(doc).find((r) => r.key === 'note');
    expect(note).toMatchObject({ kind: 'string', value: '<script>alert(1)</script>' });
  });

  it('summarizes containers with more children than it lists', () => {
    const big = { items: Array.from({ length: 1005 }, (_, i) => i) };
    const rows = flattenJson(big, { overrides: new Map([['/items', true]]) });
    expect(rows.find((r) => r.id === '/items')?.hiddenChildren).toBe(5);
    expect(rows).toHaveLength(1 + 1 + 1000);
  });
});

describe('searchJson', () => {
  it('finds keys and values case-insensitively, opening the way to them', () => {
    const search = searchJson(doc, 'SESSION_MAX');
    expect([...search.matches]).toEqual(['/settings/0/name']);
    expect([...search.containsMatch].sort()).toEqual(['', '/settings', '/settings/0']);
    const rows = flattenJson(doc, { search });
    expect(rows.map((r) => r.id)).toEqual(['', '/settings', '/settings/0', '/settings/0/name']);
    expect(rows.at(-1)?.match).toBe(true);
  });

  it('shows the content of a matching container', () => {
    const rows = flattenJson(doc, { search: searchJson(doc, 'settings') });
    expect(rows.map((r) => r.id)).toContain('/settings/1');
  });

  it('matches numbers, booleans and null as text', () => {
    expect([...searchJson(doc, '95').matches]).toEqual(['/settings/1/value']);
    expect([...searchJson(doc, 'true').matches]).toEqual(['/odd key~1with~0chars/nested/deeper']);
  });

  it('shows nothing when nothing matches', () => {
    expect(flattenJson(doc, { search: searchJson(doc, 'no such text') })).toEqual([]);
  });
});

describe('helpers', () => {
  it('names kinds', () => {
    expect([
      kindOf([]),
      kindOf({}),
      kindOf('x'),
      kindOf(1),
      kindOf(1n),
      kindOf(false),
      kindOf(null),
    ]).toEqual(['array', 'object', 'string', 'number', 'bigint', 'boolean', 'null']);
  });

  it('lists every container for "expand all"', () => {
    expect(containerIds(doc).sort()).toEqual(
      [
        '',
        '/settings',
        '/settings/0',
        '/settings/1',
        '/odd key~1with~0chars',
        '/odd key~1with~0chars/nested',
      ].sort(),
    );
  });

  it('writes big integers exactly', () => {
    expect(toJsonText({ big: 9236882835736887296n }, 0)).toBe('{"big":9236882835736887296}');
  });
});
