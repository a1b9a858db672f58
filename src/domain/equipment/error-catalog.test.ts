import { describe, expect, it } from 'vitest';
import {
  BUILTIN_ERROR_CATALOG,
  formatErrorLabel,
  mergeCatalog,
  splitErrorLabel,
  type CatalogEntry,
} from './error-catalog.ts';

const byBit = (bit: number) => BUILTIN_ERROR_CATALOG.find((e) => e.bit === bit);

describe("BUILTIN_ERROR_CATALOG (the service's table)", () => {
  it.each<[number, string, string, boolean]>([
    [0, 'E0', 'Software error', true],
    [5, 'E5', 'Maximum temperature Brandx', true],
    [7, 'E7', 'Overrule switch section defective', true],
    [8, 'E9', 'Maximum temperature bench', true],
    [12, 'E17', 'Microprocessor I/O section fault', true],
    [13, 'E18', 'Communication error with temperature sensor bench', false],
    [14, 'E19', 'Communication error with temperature sensor canopy', true],
    [17, 'E22', 'Change lamps', false],
    [22, 'E22_6', "Change LED's UV/Red", false],
    [26, 'E22_10', 'Change acrylic canopy', false],
    [27, 'E24', 'Brandx jerrycan level too low', false],
    [28, 'E26', 'Brandx climate control fault', true],
    [31, 'E31', 'Facial filter defective', true],
    [32, 'E32', 'Climate control no longer cooling', false],
    [33, 'E34', 'Maximum temperature climate control', true],
    [34, 'E33', 'SD card I/O section is full', false],
    [35, 'E35', "Maximum temperature LED's UV/Red", false],
    [36, 'E36', 'Reset received', true],
    [40, 'E37', 'Lease time expired', false],
    [41, 'E41', 'Sens controller error', true],
  ])('bit %i is %s "%s" (critical %s)', (bit, errorId, description, critical) => {
    expect(byBit(bit)).toEqual({ bit, errorId, description, critical });
  });

  it.each([37, 38, 39, 42, 63])('bit %i is unassigned', (bit) => {
    expect(byBit(bit)).toBeUndefined();
  });

  it('has 39 entries, sorted by bit, ids unique, 21 critical', () => {
    expect(BUILTIN_ERROR_CATALOG).toHaveLength(39);
    const bits = BUILTIN_ERROR_CATALOG.map((e) => e.bit);
    expect(bits).toEqual([...bits].sort((a, b) => a - b));
    expect(new Set(BUILTIN_ERROR_CATALOG.map((e) => e.errorId)).size).toBe(39);
    expect(BUILTIN_ERROR_CATALOG.filter((e) => e.critical)).toHaveLength(21);
  });
});

describe('splitErrorLabel / formatErrorLabel', () => {
  it.each([
    ['E0 - Software error', { errorId: 'E0', description: 'Software error' }],
    ['E22_10 - Change acrylic canopy', { errorId: 'E22_10', description: 'Change acrylic canopy' }],
    ['  E41 – Sens controller error ', { errorId: 'E41', description: 'Sens controller error' }],
    ['Software error', null],
    ['E0 -', null],
  ])('splits "%s"', (label, expected) => {
    expect(splitErrorLabel(label)).toEqual(expected);
  });

  it('formats id and description back together', () => {
    expect(formatErrorLabel({ errorId: 'E9', description: 'Maximum temperature bench' })).toBe(
      'E9 - Maximum temperature bench',
    );
  });
});

describe('mergeCatalog', () => {
  it('without a server catalog is the built-in table', () => {
    expect(mergeCatalog(undefined)).toEqual(BUILTIN_ERROR_CATALOG);
    expect(mergeCatalog([])).toEqual(BUILTIN_ERROR_CATALOG);
  });

  it.each<[string, CatalogEntry[], number, Partial<CatalogEntry> | undefined]>([
    [
      'server wins on a shared bit',
      [{ bit: 0, errorId: 'E0', description: 'New text', critical: false }],
      0,
      { description: 'New text', critical: false },
    ],
    [
      'missing bits fall back to built-in',
      [{ bit: 0, errorId: 'E0', description: 'x', critical: true }],
      40,
      { errorId: 'E37' },
    ],
    [
      'server may fill an unassigned bit',
      [{ bit: 38, errorId: 'E38', description: 'New error', critical: true }],
      38,
      { errorId: 'E38' },
    ],
    [
      'first server row of a bit wins',
      [
        { bit: 3, errorId: 'E3', description: 'first', critical: true },
        { bit: 3, errorId: 'E3', description: 'second', critical: true },
      ],
      3,
      { description: 'first' },
    ],
    ['bit 39 stays unassigned', [], 39, undefined],
  ])('%s', (_name, server, bit, expected) => {
    const entry = mergeCatalog(server).find((e) => e.bit === bit);
    if (expected === undefined) expect(entry).toBeUndefined();
    else expect(entry).toMatchObject(expected);
  });

  it('returns entries sorted by bit with no duplicate bits', () => {
    const merged = mergeCatalog([
      { bit: 41, errorId: 'E41', description: 'x', critical: true },
      { bit: 50, errorId: 'E50', description: 'y', critical: false },
      { bit: 2, errorId: 'E2', description: 'z', critical: true },
    ]);
    const bits = merged.map((e) => e.bit);
    expect(bits).toEqual([...new Set(bits)].sort((a, b) => a - b));
    expect(bits).toContain(50);
    expect(merged).toHaveLength(40);
  });
});
