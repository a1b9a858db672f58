import { describe, expect, it } from 'vitest';
import { RELEASE_NONE } from './fleet-view.ts';
import { formatShare, RELEASE_UNKNOWN, summarizeReleases } from './releases.ts';

const unit = (version: string | null | undefined, ...companyGuids: string[]) => ({
  release: { type: undefined, version, hash: undefined },
  companyGuids,
});

describe('summarizeReleases', () => {
  it('counts units per version, newest first, nothing-installed and unknown last', () => {
    const s = summarizeReleases([
      unit('4.9.0', 'a'),
      unit('4.10.2', 'a'),
      unit('4.10.2', 'b'),
      unit(null, 'a'),
      unit('', 'b'),
      unit(undefined, 'b'),
      unit('4.9.0', 'b'),
      unit('4.10.2', 'b'),
    ]);
    expect(s.total).toBe(8);
    expect(s.rows.map((r) => [r.key, r.units])).toEqual([
      ['4.10.2', 3],
      ['4.9.0', 2],
      [RELEASE_NONE, 2],
      [RELEASE_UNKNOWN, 1],
    ]);
    expect(s.rows[0]!.share).toBeCloseTo(3 / 8);
    expect(Object.fromEntries(s.rows[0]!.perCompany)).toEqual({ a: 1, b: 2 });
    expect(s.companies).toEqual(['a', 'b']);
  });

  it('has no rows and no shares for an empty fleet', () => {
    expect(summarizeReleases([])).toEqual({ rows: [], total: 0, companies: [] });
  });

  it('shares add up to the whole fleet', () => {
    const s = summarizeReleases([unit('1.0'), unit('1.1'), unit(undefined)]);
    expect(s.rows.reduce((n, r) => n + r.share, 0)).toBeCloseTo(1);
  });
});

describe('formatShare', () => {
  it.each([
    [0, '0 %'],
    [0.125, '12.5 %'],
    [1, '100 %'],
    [0.0004, '< 0.1 %'],
    [2 / 3, '66.7 %'],
  ])('%s → %s', (share, text) => expect(formatShare(share)).toBe(text));
});
