// A scanned document against the last poll's document at the same place: equal but for the
// values a ping moves (compared byte for byte, never hashed), and those values as JSON.parse
// would read them.
import type { FleetPing } from '../../../src/domain/fleet/fleet-unit-ping.ts';
import { MASK_HOUR, MASK_LAST_PING, MASK_TIMESTAMP, MASK_UPDATED } from './page-scan-anchors.ts';
import type { ScannedPage } from './page-scan.ts';

/** True when document i of `next` is document j of `last` but for its masked numbers. */
export function samePinged(next: ScannedPage, i: number, last: ScannedPage, j: number): boolean {
  if (next.unsafe[i] || last.unsafe[j]) return false;
  const m0 = next.maskFrom[i]!;
  const count = next.maskFrom[i + 1]! - m0;
  const l0 = last.maskFrom[j]!;
  if (last.maskFrom[j + 1]! - l0 !== count) return false;
  let a = next.spans[2 * i]!;
  let b = last.spans[2 * j]!;
  for (let k = 0; k < count; k++) {
    const x = 3 * (m0 + k);
    const y = 3 * (l0 + k);
    if (next.masks[x] !== last.masks[y]) return false;
    const aEnd = next.masks[x + 1]!;
    const bEnd = last.masks[y + 1]!;
    if (aEnd - a !== bEnd - b || next.bytes.compare(last.bytes, b, bEnd, a, aEnd) !== 0)
      return false;
    a = next.masks[x + 2]!;
    b = last.masks[y + 2]!;
  }
  const aEnd = next.spans[2 * i + 1]!;
  const bEnd = last.spans[2 * j + 1]!;
  return aEnd - a === bEnd - b && next.bytes.compare(last.bytes, b, bEnd, a, aEnd) === 0;
}

/** A JSON number token (checked by the scanner) as JSON.parse reads it. */
function numberAt(bytes: Buffer, start: number, end: number): number {
  let i = start;
  const negative = bytes[i] === 0x2d;
  if (negative) i++;
  // Up to 15 digits an integer is exact in a double: no text needed.
  if (end - i <= 15) {
    let v = 0;
    for (; i < end; i++) {
      const c = bytes[i]!;
      if (c < 0x30 || c > 0x39) return Number(bytes.toString('latin1', start, end));
      v = v * 10 + (c - 0x30);
    }
    return negative ? -v : v;
  }
  return Number(bytes.toString('latin1', start, end));
}

/** The masked values of document i. */
export function pingOf(page: ScannedPage, i: number): FleetPing {
  const ping: { -readonly [K in keyof FleetPing]: FleetPing[K] } = {
    updated: undefined,
    lastPing: undefined,
    controllerTimestamp: undefined,
    hourValues: [],
  };
  const hours: number[] = [];
  for (let k = 3 * page.maskFrom[i]!, end = 3 * page.maskFrom[i + 1]!; k < end; k += 3) {
    const v = numberAt(page.bytes, page.masks[k + 1]!, page.masks[k + 2]!);
    const kind = page.masks[k];
    if (kind === MASK_UPDATED) ping.updated = v;
    else if (kind === MASK_LAST_PING) ping.lastPing = v;
    else if (kind === MASK_TIMESTAMP) ping.controllerTimestamp = v;
    else if (kind === MASK_HOUR) hours.push(v);
  }
  ping.hourValues = hours;
  return ping;
}
