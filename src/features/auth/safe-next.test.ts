// @vitest-environment node
import { expect, it } from 'vitest';
import { safeNext } from './safe-next';

it.each([
  [null, '/'],
  ['', '/'],
  ['/equipment/abc?company=c1', '/equipment/abc?company=c1'],
  ['https://evil.example', '/'],
  ['//evil.example/x', '/'],
  ['/\\evil.example', '/'],
  ['/login?next=/x', '/'],
  ['javascript:alert(1)', '/'],
])('safeNext(%j) → %j', (input, expected) => {
  expect(safeNext(input)).toBe(expected);
});
