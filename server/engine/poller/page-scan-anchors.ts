// The anchors of the page scanner (page-scan.ts): where in a document a ping's values sit, by
// key, and the one number grammar a masked value must have (docs/decisions.md#engine-poll-performance).

/** Kinds of a masked value (a JSON number at its anchored key). */
export const MASK_UPDATED = 1;
export const MASK_LAST_PING = 2;
export const MASK_TIMESTAMP = 3;
export const MASK_HOUR = 4;

// Where a value sits: the document, an anchor object, or anything else (not looked into).
// Containers on the stack: an object's context, or ARRAY plus an array's context.
export const OTHER = 0;
export const DOC = 1;
const META = 2;
const DEVICE = 3;
const CONTROLLER = 4;
export const HOURS = 5;
export const HOUR = 6;
export const ARRAY = 16;

/** What `anchor` gives for a repeated anchor key: the document is not taken as pinged. */
export const REPEATED = -256;
const MINUS = 0x2d;

export const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;

const word = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const K_META = word('_meta');
const K_DEVICE = word('device');
const K_CONTROLLER = word('controller');
const K_UPDATED = word('updated');
const K_LAST_PING = word('last_ping');
const K_TIMESTAMP = word('timestamp');
const K_HOURS = word('hours');
const K_VALUE = word('value');

function keyIs(b: Uint8Array, start: number, end: number, key: Uint8Array): boolean {
  if (end - start !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (b[start + i] !== key[i]) return false;
  return true;
}

/** True when b[start, end) is a JSON number exactly as the grammar has it. */
export function isJsonNumber(b: Uint8Array, start: number, end: number): boolean {
  let i = start;
  if (b[i] === MINUS) i++;
  if (b[i] === 0x30) i++;
  else if (isDigit(b[i])) while (i < end && isDigit(b[i])) i++;
  else return false;
  if (i < end && b[i] === 0x2e) {
    if (!isDigit(b[++i])) return false;
    while (i < end && isDigit(b[i])) i++;
  }
  if (i < end && (b[i] === 0x65 || b[i] === 0x45)) {
    i++;
    if (b[i] === 0x2b || b[i] === MINUS) i++;
    if (!isDigit(b[i])) return false;
    while (i < end && isDigit(b[i])) i++;
  }
  return i === end;
}

/** What a key of an object of `ctx` opens: a child context, or a mask kind (negative). */
export function anchor(ctx: number, b: Uint8Array, s: number, e: number, seen: number): number {
  if (ctx === DOC) {
    if (keyIs(b, s, e, K_META)) return seen & 1 ? REPEATED : META;
    if (keyIs(b, s, e, K_DEVICE)) return seen & 2 ? REPEATED : DEVICE;
    if (keyIs(b, s, e, K_CONTROLLER)) return seen & 4 ? REPEATED : CONTROLLER;
  } else if (ctx === META) {
    if (keyIs(b, s, e, K_UPDATED)) return seen & 8 ? REPEATED : -MASK_UPDATED;
  } else if (ctx === DEVICE) {
    if (keyIs(b, s, e, K_LAST_PING)) return seen & 16 ? REPEATED : -MASK_LAST_PING;
  } else if (ctx === CONTROLLER) {
    if (keyIs(b, s, e, K_TIMESTAMP)) return seen & 32 ? REPEATED : -MASK_TIMESTAMP;
    if (keyIs(b, s, e, K_HOURS)) return seen & 64 ? REPEATED : HOURS;
  } else if (ctx === HOUR && keyIs(b, s, e, K_VALUE)) return -MASK_HOUR;
  return OTHER;
}

/** The anchor's bit in `seen` (a repeat makes the document unsafe). */
export function bitOf(next: number): number {
  if (next === META) return 1;
  if (next === DEVICE) return 2;
  if (next === CONTROLLER) return 4;
  if (next === -MASK_UPDATED) return 8;
  if (next === -MASK_LAST_PING) return 16;
  if (next === -MASK_TIMESTAMP) return 32;
  if (next === HOURS) return 64;
  return 0;
}
