import type { DeviceLogEntry } from '@/api/device-log-entry';
import { normalizeForSearch } from '@/domain/fleet/search';

// The text search runs in the browser over the json_data of logs already loaded: nested data is
// not indexed by the service (docs/decisions.md#collections), so it can never be a server filter.

export { searchTerms } from '@/domain/fleet/search';

const textCache = new WeakMap<object, string>();

function collectText(value: unknown, out: string[], depth: number): void {
  if (value === null || value === undefined || depth > 64) return;
  if (typeof value === 'object') {
    if (Array.isArray(value)) {
      for (const item of value) collectText(item, out, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      collectText(item, out, depth + 1);
    }
    return;
  }
  out.push(String(value));
}

/** Keys and values of json_data as one normalized text, computed once per log document. */
export function searchableText(log: DeviceLogEntry): string {
  const cached = textCache.get(log.data);
  if (cached !== undefined) return cached;
  const parts: string[] = [];
  collectText(log.data, parts, 0);
  const text = normalizeForSearch(parts.join(' '));
  textCache.set(log.data, text);
  return text;
}

/** Every term (from searchTerms) must occur somewhere in the log's json_data. */
export function logMatchesSearch(log: DeviceLogEntry, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const text = searchableText(log);
  return terms.every((term) => text.includes(term));
}
