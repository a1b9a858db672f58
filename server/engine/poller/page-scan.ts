// A page of endpoint 3 as bytes, split into its documents without parsing them, with the places
// of the values a ping moves (`_meta.updated`, `device.last_ping`, `controller.timestamp`, the
// `controller.hours[].value` counters): a document whose other bytes are those of the last poll
// needs no JSON.parse (docs/decisions.md#engine-poll-performance, third round).
import {
  ARRAY,
  DOC,
  HOUR,
  HOURS,
  MASK_HOUR,
  OTHER,
  REPEATED,
  anchor,
  bitOf,
  isDigit,
  isJsonNumber,
} from './page-scan-anchors.ts';

export interface ScannedPage {
  /** The page's bytes (moved from the read buffer into the page's own once read). */
  bytes: Buffer;
  count: number;
  /** Document i is bytes[spans[2i], spans[2i+1]). */
  spans: readonly number[];
  /** Document i's masks are the triples (kind, start, end) of masks[3·maskFrom[i], 3·maskFrom[i+1]). */
  maskFrom: readonly number[];
  masks: readonly number[];
  /** 1: an anchor key was escaped or repeated, so its masks do not say what JSON.parse would read. */
  unsafe: readonly boolean[];
}

/** Deeper documents are parsed whole (JSON.parse judges them). */
const MAX_DEPTH = 512;

// JSON's bytes.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const ends = (c: number) =>
  c === COMMA ||
  c === CLOSE_OBJECT ||
  c === CLOSE_ARRAY ||
  c === 0x20 ||
  c === 0x0a ||
  c === 0x0d ||
  c === 0x09;

const stack = new Int32Array(MAX_DEPTH + 1);
/** Set by scanDocument: an anchor key was escaped or repeated. */
let unsafe = false;

/**
 * Skips the document starting at b[i] (no whitespace before it), pushing its masks; returns the
 * index after it, or -1 when the bytes end or nest too deep. Brackets are matched by depth only:
 * a malformed document still ends somewhere, and JSON.parse of its bytes refuses it.
 */
function scanDocument(b: Uint8Array, i: number, n: number, masks: number[]): number {
  unsafe = false;
  let seen = 0;
  let depth = 0;
  let top = OTHER;
  /** The context of the next value (negative: a mask kind). */
  let pending = DOC;
  let key = false;
  let hourValues = 0;
  while (i < n) {
    const c = b[i]!;
    if (c === QUOTE) {
      const start = ++i;
      let escaped = false;
      for (;;) {
        if (i >= n) return -1;
        const d = b[i++]!;
        if (d === QUOTE) break;
        if (d === BACKSLASH) {
          escaped = true;
          i++;
        }
      }
      if (depth === 0) return i;
      if (key) {
        key = false;
        pending = OTHER;
        if (top !== OTHER && top < ARRAY) {
          if (escaped) unsafe = true;
          else {
            pending = anchor(top, b, start, i - 1, seen);
            if (pending === REPEATED) {
              unsafe = true;
              pending = OTHER;
            }
            seen |= bitOf(pending);
            // Two `value` keys in one counter: JSON.parse keeps the last, the masks hold both.
            if (pending === -MASK_HOUR && ++hourValues > 1) unsafe = true;
          }
        }
      }
    } else if (c === OPEN_OBJECT) {
      if (depth === MAX_DEPTH) return -1;
      top = pending > 0 && pending !== HOURS ? pending : OTHER;
      stack[++depth] = top;
      if (top === HOUR) hourValues = 0;
      key = true;
      i++;
    } else if (c === OPEN_ARRAY) {
      if (depth === MAX_DEPTH) return -1;
      top = ARRAY + (pending === HOURS ? HOURS : OTHER);
      stack[++depth] = top;
      pending = top === ARRAY + HOURS ? HOUR : OTHER;
      i++;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      i++;
      if (--depth <= 0) return depth === 0 ? i : -1;
      top = stack[depth]!;
    } else if (c === COMMA) {
      i++;
      if (top < ARRAY) key = true;
      else pending = top === ARRAY + HOURS ? HOUR : OTHER;
    } else if (c === COLON || isSpace(c)) i++;
    else {
      // A number or literal: to its delimiter.
      const start = i;
      while (i < n && !ends(b[i]!)) i++;
      if (pending < 0 && (c === MINUS || isDigit(c))) {
        if (!isJsonNumber(b, start, i)) return -1;
        masks.push(-pending, start, i);
      }
      pending = OTHER;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The page's documents, or undefined when the bytes are not a JSON array of values as the
 *  scanner reads them (a BOM, no array, trailing bytes, a malformed number at an anchor…). */
export function scanPage(bytes: Buffer): ScannedPage | undefined {
  const n = bytes.length;
  const masks: number[] = [];
  const spans: number[] = [];
  const maskFrom: number[] = [0];
  const unsafeDocs: boolean[] = [];
  let i = 0;
  while (i < n && isSpace(bytes[i]!)) i++;
  if (bytes[i] !== OPEN_ARRAY) return undefined;
  i++;
  while (i < n && isSpace(bytes[i]!)) i++;
  if (bytes[i] === CLOSE_ARRAY) i++;
  else
    for (;;) {
      while (i < n && isSpace(bytes[i]!)) i++;
      const end = scanDocument(bytes, i, n, masks);
      if (end < 0) return undefined;
      spans.push(i, end);
      maskFrom.push(masks.length / 3);
      unsafeDocs.push(unsafe);
      i = end;
      while (i < n && isSpace(bytes[i]!)) i++;
      const c = bytes[i++];
      if (c === COMMA) continue;
      if (c === CLOSE_ARRAY) break;
      return undefined;
    }
  while (i < n && isSpace(bytes[i]!)) i++;
  if (i !== n) return undefined;
  return {
    bytes,
    count: spans.length / 2,
    // Plain arrays (small integers, in the heap): typed arrays would each be external memory.
    spans,
    maskFrom,
    masks,
    unsafe: unsafeDocs,
  };
}
