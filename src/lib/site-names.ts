import { createIdentityStore } from './identity-store';

// Local site names (docs/decisions.md#sites): the interface has no site names a user can set, so
// a name given here is kept per browser, like company labels, keyed by the site id; per identity
// (the next person on the computer sees none of them).
const LEGACY_KEY = 'sunbed-fleet.site-names';
type Names = Record<string, string>;

function parseNames(raw: string | null): Names {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const names = createIdentityStore<Names>(
  'site-names',
  {},
  { parse: parseNames, serialize: (v) => (Object.keys(v).length ? JSON.stringify(v) : null) },
  LEGACY_KEY,
);

/** Sets (or, with an empty name, removes) the local name of a site. */
export function setSiteName(siteId: string, name: string): void {
  const trimmed = name.trim().slice(0, 80);
  const next = { ...names.get() };
  if (trimmed) next[siteId] = trimmed;
  else delete next[siteId];
  names.set(next);
}

export function useSiteNames(): Readonly<Names> {
  return names.use();
}
