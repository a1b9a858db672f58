// docs/decisions.md#fleet-history: browser data is scoped to the identity; names carry a hash,
// never the e-mail or username itself.

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** cyrb53: a fast non-cryptographic 53-bit hash; two seeds give 106 bits, enough to not collide. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export function hashText(text: string): string {
  return cyrb53(text, 1) + cyrb53(text, 2);
}

/** The identity's storage key: endpoint 1's `_meta.guid`, else the username; null when neither. */
export function identityKey(identity: unknown): string | null {
  if (typeof identity !== 'object' || identity === null) return null;
  const { _meta: meta, username } = identity as { _meta?: unknown; username?: unknown };
  const guid = typeof meta === 'object' && meta !== null ? (meta as { guid?: unknown }).guid : '';
  const raw = text(guid) || text(username);
  return raw ? hashText(raw) : null;
}

export const NAME_PREFIX = 'sunbed-fleet';

/** A database, lock or channel name for one identity and one purpose (e.g. "alerts"). */
export function scopedName(key: string, purpose: string): string {
  return `${NAME_PREFIX}.${key}.${purpose}`;
}
