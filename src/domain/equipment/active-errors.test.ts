import { describe, expect, it } from 'vitest';
import {
  activeBits,
  countActiveErrors,
  decodeActiveErrors,
  formatActiveErrorsHex,
  toActiveErrorsValue,
  valueFromBits,
} from './active-errors.ts';
import { BUILTIN_ERROR_CATALOG, mergeCatalog } from './error-catalog.ts';
import { ImpreciseInteger, parseJsonExact } from '../exact-json.ts';

const catalog = mergeCatalog(undefined);
const bit = (n: number) => 2n ** BigInt(n);

describe('toActiveErrorsValue', () => {
  it.each<[string, unknown, ReturnType<typeof toActiveErrorsValue>]>([
    ['zero', 0, { exact: true, value: 0n }],
    ['safe number', 131_073, { exact: true, value: 131_073n }],
    ['2^53 - 1', 2 ** 53 - 1, { exact: true, value: 2n ** 53n - 1n }],
    ['2^53 as a number is already rounded', 2 ** 53, { exact: false, approx: 2 ** 53 }],
    ['u64 max as a number (rounds to 2^64)', 2 ** 64, { exact: false, approx: 2 ** 64 }],
    ['bigint 2^63 + 1', 2n ** 63n + 1n, { exact: true, value: 2n ** 63n + 1n }],
    ['bigint u64 max', 2n ** 64n - 1n, { exact: true, value: 2n ** 64n - 1n }],
    ['decimal string', '9223372036854775809', { exact: true, value: 2n ** 63n + 1n }],
    ['ImpreciseInteger', new ImpreciseInteger(2 ** 60), { exact: false, approx: 2 ** 60 }],
    ['undefined', undefined, undefined],
    ['null', null, undefined],
    ['negative number', -1, undefined],
    ['fraction', 1.5, undefined],
    ['NaN', Number.NaN, undefined],
    ['Infinity', Number.POSITIVE_INFINITY, undefined],
    ['above 64 bits (number)', 2 ** 65, undefined],
    ['above 64 bits (bigint)', 2n ** 64n, undefined],
    ['negative bigint', -1n, undefined],
    ['hex string', '0x10', undefined],
    ['negative string', '-5', undefined],
    ['empty string', '', undefined],
    ['object', { value: 1 }, undefined],
    ['negative ImpreciseInteger', new ImpreciseInteger(-(2 ** 60)), undefined],
  ])('%s', (_name, raw, expected) => {
    expect(toActiveErrorsValue(raw)).toEqual(expected);
  });
});

describe('activeBits / valueFromBits', () => {
  it.each<[bigint, number[]]>([
    [0n, []],
    [1n, [0]],
    [bit(31), [31]],
    [bit(32), [32]],
    [bit(63), [63]],
    [2n ** 64n - 1n, Array.from({ length: 64 }, (_, i) => i)],
    [bit(0) + bit(17) + bit(33) + bit(34) + bit(40) + bit(41), [0, 17, 33, 34, 40, 41]],
  ])('%s → %o', (value, bits) => {
    expect(activeBits(value)).toEqual(bits);
    expect(valueFromBits(bits)).toBe(value);
  });

  it('rejects bits outside 0..63', () => {
    expect(() => valueFromBits([64])).toThrow(RangeError);
  });
});

describe('decodeActiveErrors: one bit at a time', () => {
  it.each<[number, string | null, string, boolean, boolean]>([
    [0, 'E0', 'Software error', true, true],
    [31, 'E31', 'Facial filter defective', true, true],
    [32, 'E32', 'Climate control no longer cooling', false, true],
    [33, 'E34', 'Maximum temperature climate control', true, true],
    [34, 'E33', 'SD card I/O section is full', false, true],
    [37, null, 'Unknown error (bit 37)', false, false],
    [38, null, 'Unknown error (bit 38)', false, false],
    [39, null, 'Unknown error (bit 39)', false, false],
    [40, 'E37', 'Lease time expired', false, true],
    [41, 'E41', 'Sens controller error', true, true],
    [52, null, 'Unknown error (bit 52)', false, false],
    [53, null, 'Unknown error (bit 53)', false, false],
    [63, null, 'Unknown error (bit 63)', false, false],
  ])('bit %i → %s "%s" critical=%s known=%s', (n, errorId, description, critical, known) => {
    const decoded = decodeActiveErrors(bit(n), catalog);
    expect(decoded).toMatchObject({ exact: true, status: 'ok', value: bit(n) });
    expect(decoded.errors).toEqual([{ bit: n, errorId, description, critical, known }]);
  });

  it.each([32, 33, 40, 41])('bit %i survives the decimal string form', (n) => {
    const decoded = decodeActiveErrors(bit(n).toString(), catalog);
    expect(decoded.errors.map((e) => e.bit)).toEqual([n]);
  });
});

describe('decodeActiveErrors: mixed values and edge cases', () => {
  it('bits 0,17,33,34,40,41 decode to E0,E22,E34,E33,E37,E41 with criticals first', () => {
    const value = valueFromBits([0, 17, 33, 34, 40, 41]);
    const decoded = decodeActiveErrors(Number(value), catalog);
    expect(decoded.exact).toBe(true);
    expect(decoded.errors.map((e) => [e.errorId, e.critical])).toEqual([
      ['E0', true],
      ['E34', true],
      ['E41', true],
      ['E22', false],
      ['E33', false],
      ['E37', false],
    ]);
  });

  it('a bit the server catalog names is known, others fall back', () => {
    const merged = mergeCatalog([
      { bit: 38, errorId: 'E38', description: 'Door open', critical: true },
    ]);
    const decoded = decodeActiveErrors(valueFromBits([38, 39]), merged);
    expect(decoded.errors).toEqual([
      { bit: 38, errorId: 'E38', description: 'Door open', critical: true, known: true },
      {
        bit: 39,
        errorId: null,
        description: 'Unknown error (bit 39)',
        critical: false,
        known: false,
      },
    ]);
  });

  it('an empty catalog still lists every set bit', () => {
    const decoded = decodeActiveErrors(5, []);
    expect(decoded.errors.map((e) => e.description)).toEqual([
      'Unknown error (bit 0)',
      'Unknown error (bit 2)',
    ]);
  });

  it.each<[string, unknown, object]>([
    ['absent', undefined, { exact: true, status: 'absent', errors: [] }],
    ['zero', 0, { exact: true, status: 'ok', value: 0n, errors: [] }],
    ['malformed', -3, { exact: false, status: 'malformed', errors: [] }],
    ['rounded number', 2 ** 63, { exact: false, status: 'imprecise', approx: 2 ** 63, errors: [] }],
    [
      'ImpreciseInteger',
      new ImpreciseInteger(2 ** 62),
      { exact: false, status: 'imprecise', errors: [] },
    ],
  ])('%s value', (_name, raw, expected) => {
    const decoded = decodeActiveErrors(raw, catalog);
    expect(decoded).toMatchObject(expected);
    expect(decoded.errors).toEqual([]);
  });

  it('decodes 2^63 + 1 exactly when parsed through parseJsonExact with a bigint', () => {
    const parsed = parseJsonExact('{"active_errors":9223372036854775809}') as {
      active_errors: unknown;
    };
    const decoded = decodeActiveErrors(parsed.active_errors, BUILTIN_ERROR_CATALOG);
    if (decoded.exact) expect(decoded.errors.map((e) => e.bit)).toEqual([0, 63]);
    else expect(decoded).toMatchObject({ status: 'imprecise', errors: [] });
  });
});

describe('formatActiveErrorsHex', () => {
  it.each<[bigint, string]>([
    [0n, '0x0000000000000000'],
    [1n, '0x0000000000000001'],
    [bit(33) + bit(0), '0x0000000200000001'],
    [bit(41), '0x0000020000000000'],
    [2n ** 64n - 1n, '0xFFFFFFFFFFFFFFFF'],
  ])('%s → %s', (value, hex) => {
    expect(formatActiveErrorsHex(value)).toBe(hex);
  });
});

describe('countActiveErrors', () => {
  it.each<[string, unknown, object]>([
    ['absent', undefined, { exact: true, total: 0, critical: 0 }],
    ['none', 0, { exact: true, total: 0, critical: 0 }],
    [
      'mixed',
      Number(valueFromBits([0, 17, 33, 34, 40, 41])),
      { exact: true, total: 6, critical: 3 },
    ],
    [
      'unknown bits count, not as critical',
      valueFromBits([38, 63]),
      { exact: true, total: 2, critical: 0 },
    ],
    ['rounded', 2 ** 60, { exact: false, total: null, critical: null }],
    ['malformed', 'lots', { exact: false, total: null, critical: null }],
  ])('%s', (_name, raw, expected) => {
    expect(countActiveErrors(raw, catalog)).toEqual(expected);
  });
});
