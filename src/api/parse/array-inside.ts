/** The first array under one of `keys` of a wrapper object (`{ errors: [...] }`), if any. */
export function arrayInside(data: unknown, keys: readonly string[]): unknown[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const key of keys) {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner;
  }
  return undefined;
}
