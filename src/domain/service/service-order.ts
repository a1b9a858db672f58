import { counterTypeLabel } from './maintenance.ts';
import type { ServiceRow, ServiceSort } from './service-row.ts';

// docs/decisions.md#service-forecast: the board's sort, as steps a runner can spread over short
// tasks (287,000 rows at 100,000 units). Each row's keys are read once into typed arrays, then a
// bottom-up merge sort compares numbers only: no object reads, no Intl call per comparison.

const RANK = { overdue: 0, 'due-soon': 1, ok: 2 } as const;
const forecastKey = (r: ServiceRow) => (r.forecast.kind === 'date' ? r.forecast.at : Infinity);

/**
 * A serial as a plain string that sorts like `localeCompare(…, { numeric: true })` for the
 * serials units carry: case folded, every digit run padded to 16 places.
 */
export function naturalKey(text: string): string {
  let out = '';
  let digits = '';
  for (const ch of text.toLowerCase()) {
    if (ch >= '0' && ch <= '9') {
      digits += ch;
      continue;
    }
    if (digits) out += digits.padStart(16, '0');
    digits = '';
    out += ch;
  }
  return digits ? out + digits.padStart(16, '0') : out;
}

interface Keys {
  k1: Float64Array;
  k2: Float64Array | undefined;
  k3: Float64Array | undefined;
  text: string[] | undefined;
}

/**
 * How the Counter column sorts: by the name on screen, in that language's order (rows carry the
 * type as sent; the page names it). English by default (tests, bench).
 */
export interface TypeOrder {
  name: (type: string) => string;
  locale: string;
}
const ENGLISH_TYPE_ORDER: TypeOrder = { name: counterTypeLabel, locale: 'en' };

/** The few distinct counter types, ranked once by name (the type itself breaks a tie). */
function typeRanks(rows: readonly ServiceRow[], order: TypeOrder): Map<string, number> {
  const collator = new Intl.Collator(order.locale);
  const named = [...new Set(rows.map((r) => r.type))].map((type) => ({
    type,
    name: order.name(type),
  }));
  named.sort((a, b) => collator.compare(a.name, b.name) || (a.type < b.type ? -1 : 1));
  return new Map(named.map((n, i) => [n.type, i]));
}

function* readKeys(
  rows: readonly ServiceRow[],
  sort: ServiceSort,
  every: number,
  order: TypeOrder,
): Generator<void, Keys> {
  const n = rows.length;
  const sign = sort.desc ? -1 : 1;
  const k1 = new Float64Array(n);
  const two = sort.id === 'due';
  const k2 = two ? new Float64Array(n) : undefined;
  const k3 = two ? new Float64Array(n) : undefined;
  const text = sort.id === 'serial' ? new Array<string>(n) : undefined;
  const ranks = sort.id === 'type' ? typeRanks(rows, order) : undefined;
  const serialKeys = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    if (sort.id === 'due') {
      k1[i] = sign * RANK[r.status];
      k2![i] = sign * forecastKey(r);
      k3![i] = -sign * r.share;
    } else if (sort.id === 'forecast') k1[i] = sign * forecastKey(r);
    else if (sort.id === 'used') k1[i] = sign * r.share;
    else if (sort.id === 'type') k1[i] = sign * ranks!.get(r.type)!;
    else {
      let key = serialKeys.get(r.serial);
      if (key === undefined) serialKeys.set(r.serial, (key = naturalKey(r.serial)));
      text![i] = key;
    }
    if (i % every === every - 1) yield;
  }
  return { k1, k2, k3, text };
}

/** Sorted rows; yields after about `every` rows of work so the caller can give the page a turn. */
export function* sortSteps(
  rows: readonly ServiceRow[],
  sort: ServiceSort,
  every = 2048,
  order: TypeOrder = ENGLISH_TYPE_ORDER,
): Generator<void, ServiceRow[]> {
  const n = rows.length;
  const { k1, k2, k3, text } = yield* readKeys(rows, sort, every, order);
  const sign = sort.desc ? -1 : 1;
  const differs = (d: number) => d < 0 || d > 0; // Infinity − Infinity is a tie, not NaN
  const cmp = (i: number, j: number): number => {
    let d = k1[i]! - k1[j]!;
    if (differs(d)) return d;
    if (k2 && k3) {
      d = k2[i]! - k2[j]!;
      if (differs(d)) return d;
      d = k3[i]! - k3[j]!;
      if (differs(d)) return d;
    }
    if (text && text[i] !== text[j]) return text[i]! < text[j]! ? -sign : sign;
    // Ties keep the order the rows came in (the fleet's order): no string compare.
    return i - j;
  };
  let from = new Uint32Array(n);
  let to = new Uint32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  // Runs of 16 by insertion, then merges of doubling width.
  const RUN = 16;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(n, lo + RUN);
    for (let i = lo + 1; i < hi; i++) {
      const x = from[i]!;
      let j = i - 1;
      while (j >= lo && cmp(from[j]!, x) > 0) from[j + 1] = from[j--]!;
      from[j + 1] = x;
    }
    if (lo % every < RUN) yield;
  }
  let work = 0;
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let a = lo;
      let b = mid;
      let k = lo;
      while (a < mid && b < hi) to[k++] = cmp(from[a]!, from[b]!) <= 0 ? from[a++]! : from[b++]!;
      while (a < mid) to[k++] = from[a++]!;
      while (b < hi) to[k++] = from[b++]!;
      work += hi - lo;
      if (work >= every) {
        work = 0;
        yield;
      }
    }
    [from, to] = [to, from];
  }
  const out = new Array<ServiceRow>(n);
  for (let i = 0; i < n; i++) out[i] = rows[from[i]!]!;
  return out;
}

/** Runs steps to the end in one go (tests, small boards). */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
