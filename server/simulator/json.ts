// JSON text with exact unsigned 64-bit integers: JSON.stringify cannot write a BigInt.
import { randomUUID } from 'node:crypto';

// A per-process random marker, so no stored text (an alias, a log) can forge a number.
const MARK = `\u0000big-${randomUUID()}:`;
const MARKED = new RegExp(`"${MARK.replace('\u0000', '\\\\u0000')}(\\d+)"`, 'g');

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${MARK}${value.toString()}` : value;
}

export function toJsonText(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(value, replacer).replace(MARKED, '$1');
  }
}

const CHUNK = 500;

/**
 * A JSON array streamed in chunks of items: large lists (100,000 units, 100,000 logs) are
 * never held in memory as objects all at once, which keeps garbage collection cheap.
 */
export function jsonArrayStream(
  count: number,
  item: (i: number) => unknown,
): ReadableStream<Uint8Array> {
  return jsonTextStream(count, (i) => toJsonText(item(i)));
}

/** Like jsonArrayStream, for items already written as JSON text. */
export function jsonTextStream(
  count: number,
  itemText: (i: number) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const end = Math.min(count, next + CHUNK);
      const parts: string[] = [];
      for (let i = next; i < end; i++) parts.push(itemText(i));
      const text = (next === 0 ? '[' : ',') + parts.join(',') + (end === count ? ']' : '');
      next = end;
      controller.enqueue(encoder.encode(count === 0 ? '[]' : text));
      if (end >= count) controller.close();
    },
  });
}
