import { describe, expect, it } from 'vitest';
import type { FleetLocation } from './fleet-unit.ts';
import { same, sameLocation } from './fleet-unit-equal.ts';

describe('same (plain data)', () => {
  it.each([
    ['equal primitives', 1, 1, true],
    ['NaN sort keys', Number.NaN, Number.NaN, true],
    ['nested equal objects', { a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, true],
    ['a value differs deep down', { a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] }, false],
    ['a key more on the right', { a: 1 }, { a: 1, b: undefined }, false],
    ['a key more on the left', { a: 1, b: 2 }, { a: 1 }, false],
    ['an array and an object alike', [1], { 0: 1 }, false],
    ['null and an object', null, {}, false],
  ])('%s', (_, a, b, expected) => {
    expect(same(a, b)).toBe(expected);
  });
});

describe('sameLocation', () => {
  const here: FleetLocation = {
    placeId: 'p1',
    description: 'Main street 1',
    city: 'Utrecht',
    country: 'NL',
    timezone: 'Europe/Amsterdam',
    timezoneOffset: 60,
    geometry: { type: 'Point', coordinates: [5.12, 52.09] },
  };
  it.each([
    ['a copy', { ...here, geometry: { type: 'Point', coordinates: [5.12, 52.09] } }, true],
    ['moved a little', { ...here, geometry: { type: 'Point', coordinates: [5.13, 52.09] } }, false],
    ['another city', { ...here, city: 'Delft' }, false],
    ['another place id', { ...here, placeId: 'p2' }, false],
  ])('%s', (_, other, expected) => {
    expect(sameLocation(here, other as FleetLocation)).toBe(expected);
  });
});
