import { useSyncExternalStore } from 'react';

// Local site names (docs/decisions.md#sites): the interface has no site names a user can set, so
// a name given here is kept per browser, like company labels, keyed by the site id.
const KEY = 'sunbed-fleet.site-names';
type Names = Record<string, string>;
const listeners = new Set<() => void>();

function readNames(): Names {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

let names = readNames();

/** Sets (or, with an empty name, removes) the local name of a site. */
export function setSiteName(siteId: string, name: string): void {
  const trimmed = name.trim().slice(0, 80);
  const next = { ...names };
  if (trimmed) next[siteId] = trimmed;
  else delete next[siteId];
  names = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the name lasts for this page only.
  }
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSiteNames(): Readonly<Names> {
  return useSyncExternalStore(
    subscribe,
    () => names,
    () => names,
  );
}
