import { describe, expect, it } from 'vitest';
import type { HealthClass } from '../equipment/equipment-state.ts';
import { filterOptions, releaseValue, rowPredicate } from './fleet-filter.ts';
import { EMPTY_VIEW, type FleetView } from './fleet-view.ts';

const unit = (o: {
  health?: HealthClass;
  critical?: number | null;
  country?: string;
  version?: string | null;
  located?: boolean;
  search?: string;
}) => ({
  searchSerial: '2412000001',
  health: o.health ?? 'ok',
  derived: { state: 'stand-by' as const },
  criticalCount: o.critical ?? 0,
  model: 'Helio X5',
  country: o.country ?? 'NL',
  release: { type: undefined, version: o.version, hash: undefined },
  searchRest: o.search ?? 'golden glow cabin 1 helio x5 horizontal utrecht',
  located: o.located ?? true,
});

describe('rowPredicate', () => {
  it.each<[string, Partial<FleetView>, Parameters<typeof unit>[0], boolean]>([
    ['no filter', {}, {}, true],
    ['no location: a located unit', { location: 'none' }, { located: true }, false],
    ['no location: an unlocated unit', { location: 'none' }, { located: false }, true],
    ['health', { health: ['fault'] }, { health: 'ok' }, false],
    ['critical errors', { critical: true }, { critical: 2 }, true],
    ['critical unknowable', { critical: true }, { critical: null }, false],
    ['country', { country: 'BE' }, { country: 'NL' }, false],
    ['release not installed', { release: '(none)' }, { version: null }, true],
    ['search terms in any order', { q: 'Glow UTRECHT' }, {}, true],
    ['search miss', { q: 'köln' }, {}, false],
  ])('%s', (_name, view, u, pass) => {
    expect(rowPredicate({ ...EMPTY_VIEW, ...view })(unit(u))).toBe(pass);
  });

  it('reads the release value and lists the filter options present', () => {
    expect(releaseValue(unit({ version: '4.9.2' }))).toBe('4.9.2');
    expect(releaseValue(unit({ version: undefined }))).toBeUndefined();
    expect(
      filterOptions([unit({ country: 'DE', version: '4.10.0' }), unit({ version: '4.9.2' })]),
    ).toEqual({
      models: ['Helio X5'],
      countries: ['DE', 'NL'],
      releases: ['4.9.2', '4.10.0'],
    });
  });
});
