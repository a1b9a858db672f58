// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CompanyIndex } from './company-index.ts';

const owners: readonly (readonly string[])[] = [['a'], ['b'], ['a', 'b'], [], ['c'], ['b', 'a']];
const index = new CompanyIndex(owners.length, (i) => owners[i] ?? []);

describe('CompanyIndex', () => {
  it.each([
    [['a'], [0, 2, 5]],
    [['b'], [1, 2, 5]],
    [
      ['a', 'b'],
      [0, 1, 2, 5],
    ],
    [
      ['b', 'a', 'b'],
      [0, 1, 2, 5],
    ],
    [
      ['c', 'a'],
      [0, 2, 4, 5],
    ],
    [['z'], []],
    [[], []],
  ])('units of %j are %j: each once, in world order', (scope, units) => {
    expect([...index.unitsOf(scope)]).toEqual(units);
    expect([...index.unitsOf(scope)]).toEqual(units);
  });
});
