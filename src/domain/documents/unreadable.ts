// Zod-free helpers on parsed documents: pages that only read results (the fleet) import these
// without pulling zod into their download (tolerant.ts re-exports them for existing callers).

/** Present on every parsed document: paths (e.g. `controller.state`) whose value was unreadable. */
export interface Unreadable {
  _invalid?: string[];
}

/** True when the service sent a value at `path` that could not be read. */
export function isUnreadable(doc: Unreadable | undefined, path: string): boolean {
  return doc?._invalid?.includes(path) ?? false;
}

export function guidOf(input: unknown): string {
  const meta = (input as { _meta?: { guid?: unknown } } | null)?._meta;
  return typeof meta?.guid === 'string' ? meta.guid : '(no guid)';
}
