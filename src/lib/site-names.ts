import { createNameMap } from './name-map';

// Local site names (docs/decisions.md#sites): the interface has no site names a user can set, so
// a name given here is kept per browser, like company labels, keyed by the site id; per identity
// (the next person on the computer sees none of them).
const names = createNameMap('site-names', 'sunbed-fleet.site-names', 80);

/** Sets (or, with an empty name, removes) the local name of a site. */
export function setSiteName(siteId: string, name: string): void {
  names.set(siteId, name);
}

export function useSiteNames(): Readonly<Record<string, string>> {
  return names.use();
}
