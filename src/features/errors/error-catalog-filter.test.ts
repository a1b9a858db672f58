// @vitest-environment node
import { expect, it } from 'vitest';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { filterCatalog } from './error-catalog-filter';

const ids = (q: string, critical = false) =>
  filterCatalog(BUILTIN_ERROR_CATALOG, q, critical).map((e) => e.errorId);

it('lists every entry without a query', () => {
  expect(ids('')).toHaveLength(BUILTIN_ERROR_CATALOG.length);
});

it('finds by id, description words and bit, case-insensitively', () => {
  expect(ids('e37')).toEqual(['E37']);
  expect(ids('LEASE time')).toEqual(['E37']);
  // bit 33 is E34 and E33 is bit 34: both show up for "33"
  expect(ids('33')).toEqual(['E34', 'E33']);
  expect(ids('bit 40')).toEqual(['E37']);
});

it('narrows to critical entries', () => {
  const critical = filterCatalog(BUILTIN_ERROR_CATALOG, '', true);
  expect(critical.every((e) => e.critical)).toBe(true);
  expect(ids('temperature', true)).not.toContain('E35');
  expect(ids('temperature')).toContain('E35');
});
