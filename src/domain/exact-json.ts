// docs/decisions.md#active-errors: `active_errors` is an unsigned 64-bit integer, but JSON.parse
// rounds numbers above 2^53. This reviver keeps it exact where the runtime exposes the raw source
// text (Chromium's JSON.parse source-text access), and flags it as imprecise where it cannot
// (Node 20).

/** A JSON integer that was rounded on parse: never decode its bits, only show it as approximate. */
export class ImpreciseInteger {
  constructor(readonly approx: number) {}

  /** Re-serialising writes the (rounded) number, never an object. */
  toJSON(): number {
    return this.approx;
  }
}

/** Keys whose integer values must survive parsing exactly. */
export const EXACT_INTEGER_KEYS: ReadonlySet<string> = new Set(['active_errors']);

const INTEGER_SOURCE = /^-?\d+$/;

export function exactIntegerReviver(
  key: string,
  value: unknown,
  context?: { source?: string },
): unknown {
  if (typeof value !== 'number' || !EXACT_INTEGER_KEYS.has(key)) return value;
  const source = context?.source;
  if (typeof source === 'string' && INTEGER_SOURCE.test(source)) return BigInt(source);
  if (Number.isSafeInteger(value)) return value;
  // Unsafe integers, and fractions/exponents such as 1e20, cannot be trusted bit by bit.
  return Number.isInteger(value) ? new ImpreciseInteger(value) : value;
}

/** JSON.parse that keeps `active_errors` exact (bigint) or marks it as ImpreciseInteger. */
export function parseJsonExact(text: string): unknown {
  // The 3-argument reviver is ES2025; older lib typings only know (key, value).
  return JSON.parse(text, exactIntegerReviver as (key: string, value: unknown) => unknown);
}

/** JSON.stringify that writes bigints as plain integers (e.g. "copy document as JSON"). */
export function stringifyJsonExact(value: unknown, space?: number): string {
  const marker = `__bigint_${Math.random().toString(36).slice(2)}__`;
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'bigint' ? `${marker}${v.toString()}` : v),
    space,
  );
  // undefined at the top level stays undefined-ish text, like JSON.stringify's own contract.
  if (text === undefined) return 'null';
  return text.replace(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1');
}
