// docs/decisions.md#active-errors: decode the unsigned 64-bit active error value with BigInt only.
// JavaScript's 32-bit bitwise operators would silently drop bits 32-41, which are real errors.
import type { CatalogEntry } from './error-catalog.ts';
import { ImpreciseInteger } from '../exact-json.ts';

export type ActiveErrorsValue = { exact: true; value: bigint } | { exact: false; approx?: number };

const U64_MAX = BigInt('18446744073709551615');
const TWO_POW_64 = 2 ** 64;

/**
 * Reads the raw field tolerantly: number, bigint, decimal string or ImpreciseInteger.
 * Returns undefined when absent or malformed (negative, fraction, above 64 bits).
 */
export function toActiveErrorsValue(raw: unknown): ActiveErrorsValue | undefined {
  if (raw instanceof ImpreciseInteger) {
    const approx = raw.approx;
    return Number.isInteger(approx) && approx >= 0 && approx <= TWO_POW_64
      ? { exact: false, approx }
      : undefined;
  }
  if (typeof raw === 'number') {
    if (!Number.isInteger(raw) || raw < 0) return undefined;
    if (Number.isSafeInteger(raw)) return { exact: true, value: BigInt(raw) };
    // Doubles round u64 max up to exactly 2^64, so that is still a (rounded) valid value.
    return raw <= TWO_POW_64 ? { exact: false, approx: raw } : undefined;
  }
  if (typeof raw === 'bigint')
    return raw >= 0n && raw <= U64_MAX ? { exact: true, value: raw } : undefined;
  if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) {
    const value = BigInt(raw.trim());
    return value <= U64_MAX ? { exact: true, value } : undefined;
  }
  return undefined;
}

// One BigInt mask per bit, built once: bit 0 is the least significant bit
// (docs/decisions.md#active-errors).
const BIT_MASKS: readonly bigint[] = Array.from(
  { length: 64 },
  (_, bit) => BigInt(2) ** BigInt(bit),
);

/** Positions (0..63, ascending) of the set bits. */
export function activeBits(value: bigint): number[] {
  const bits: number[] = [];
  if (value <= 0n) return bits;
  for (let bit = 0; bit < 64; bit++) {
    const mask = BIT_MASKS[bit] as bigint;
    if (mask > value) break;
    if ((value & mask) !== BigInt(0)) bits.push(bit);
  }
  return bits;
}

export interface DecodedError {
  bit: number;
  errorId: string | null;
  description: string;
  critical: boolean;
  /** False for a set bit the catalog does not name: shown, never dropped. */
  known: boolean;
}

export type ActiveErrorsStatus = 'ok' | 'absent' | 'malformed' | 'imprecise';

export interface DecodedActiveErrors {
  /** False when the value was rounded on parse: errors is then empty and must not be trusted. */
  exact: boolean;
  value?: bigint;
  /** The rounded number, for an imprecise value. */
  approx?: number;
  status: ActiveErrorsStatus;
  /** Critical first, then by bit. */
  errors: DecodedError[];
}

type CatalogIndex = ReadonlyMap<number, CatalogEntry>;
const indexCache = new WeakMap<readonly CatalogEntry[], CatalogIndex>();

/** Bit → entry, cached per catalog array so fleet rows do not rebuild it. */
export function indexCatalog(catalog: readonly CatalogEntry[]): CatalogIndex {
  let index = indexCache.get(catalog);
  if (!index) {
    index = new Map(catalog.map((e) => [e.bit, e]));
    indexCache.set(catalog, index);
  }
  return index;
}

export function unknownErrorDescription(bit: number): string {
  return `Unknown error (bit ${bit})`;
}

function compareErrors(a: DecodedError, b: DecodedError): number {
  return Number(b.critical) - Number(a.critical) || a.bit - b.bit;
}

export function decodeActiveErrors(
  raw: unknown,
  catalog: readonly CatalogEntry[],
): DecodedActiveErrors {
  const parsed = toActiveErrorsValue(raw);
  if (!parsed) {
    const status = raw === undefined || raw === null ? 'absent' : 'malformed';
    return { exact: status === 'absent', status, errors: [] };
  }
  if (!parsed.exact)
    return { exact: false, approx: parsed.approx, status: 'imprecise', errors: [] };
  const index = indexCatalog(catalog);
  const errors = activeBits(parsed.value).map((bit): DecodedError => {
    const entry = index.get(bit);
    return entry
      ? {
          bit,
          errorId: entry.errorId,
          description: entry.description,
          critical: entry.critical,
          known: true,
        }
      : {
          bit,
          errorId: null,
          description: unknownErrorDescription(bit),
          critical: false,
          known: false,
        };
  });
  return { exact: true, value: parsed.value, status: 'ok', errors: errors.sort(compareErrors) };
}

/** "0x" + 16 upper-case hex digits: all 64 bits visible, e.g. for support tickets. */
export function formatActiveErrorsHex(value: bigint): string {
  return `0x${value.toString(16).toUpperCase().padStart(16, '0')}`;
}

export interface ActiveErrorCount {
  exact: boolean;
  /** null when the value was rounded or malformed: the count is unknowable, not zero. */
  total: number | null;
  critical: number | null;
}

/** Cheap count for fleet rows: no objects per error, no sorting. */
export function countActiveErrors(
  raw: unknown,
  catalog: readonly CatalogEntry[],
): ActiveErrorCount {
  if (raw === undefined || raw === null) return { exact: true, total: 0, critical: 0 };
  const parsed = toActiveErrorsValue(raw);
  if (!parsed) return { exact: false, total: null, critical: null };
  if (!parsed.exact) return { exact: false, total: null, critical: null };
  const index = indexCatalog(catalog);
  const bits = activeBits(parsed.value);
  let critical = 0;
  for (const bit of bits) if (index.get(bit)?.critical) critical++;
  return { exact: true, total: bits.length, critical };
}

/** Builds a value from bit positions (tests, simulator): the inverse of activeBits. */
export function valueFromBits(bits: readonly number[]): bigint {
  let value = BigInt(0);
  for (const bit of new Set(bits)) {
    if (!Number.isInteger(bit) || bit < 0 || bit > 63)
      throw new RangeError(`bit ${bit} is outside 0..63`);
    value += BIT_MASKS[bit] as bigint;
  }
  return value;
}
