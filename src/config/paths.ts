// Route paths in one place; links are built with these helpers, never by hand.
function withCompany(path: string, company?: string, extra?: URLSearchParams): string {
  const params = new URLSearchParams(extra);
  if (company) params.set('company', company);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const enc = encodeURIComponent;

/** A page of the whole fleet (or one company): `?company=` plus its own query parameters. */
const fleetPage = <P extends string>(path: P) => ({
  path,
  href: (company?: string, params?: URLSearchParams) => withCompany(path, company, params),
});

/** A page of one unit below `/equipment/:guid`. */
const unitPage = (suffix: string) => ({
  path: `/equipment/:guid${suffix}`,
  href: (guid: string, company?: string, params?: URLSearchParams) =>
    withCompany(`/equipment/${enc(guid)}${suffix}`, company, params),
});

export const paths = {
  login: {
    path: '/login',
    href: (redirectTo?: string) => (redirectTo ? `/login?next=${enc(redirectTo)}` : '/login'),
  },
  fleet: fleetPage('/'),
  equipment: unitPage(''),
  temperatures: unitPage('/temperatures'),
  logs: unitPage('/logs'),
  log: {
    path: '/equipment/:guid/logs/:logGuid',
    href: (guid: string, logGuid: string, company?: string, params?: URLSearchParams) =>
      withCompany(`/equipment/${enc(guid)}/logs/${enc(logGuid)}`, company, params),
  },
  errors: fleetPage('/errors'),
  alerts: fleetPage('/alerts'),
  service: fleetPage('/service'),
  map: fleetPage('/map'),
  board: {
    path: '/board',
    /** With `unit`, the board opens scrolled to that unit's card (a QR label's target). */
    href: (company?: string, unit?: string) =>
      withCompany('/board', company) + (unit ? `#${encodeURIComponent(boardCardId(unit))}` : ''),
  },
  activity: fleetPage('/activity'),
  notifications: fleetPage('/notifications'),
  updates: fleetPage('/updates'),
  newCampaign: fleetPage('/updates/new'),
  campaign: {
    path: '/updates/campaigns/:id',
    href: (id: string, company?: string) => withCompany(`/updates/campaigns/${enc(id)}`, company),
  },
  workOrders: fleetPage('/work-orders'),
  labels: fleetPage('/work-orders/labels'),
  logbookPrint: unitPage('/logbook'),
} as const;

/** The element id of a unit's card on the salon board, the fragment its links end with. */
export const boardCardId = (unit: string) => `unit-${unit}`;
