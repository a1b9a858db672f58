// Route paths in one place; links are built with these helpers, never by hand.
function withCompany(path: string, company?: string, extra?: URLSearchParams): string {
  const params = new URLSearchParams(extra);
  if (company) params.set('company', company);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const enc = encodeURIComponent;

export const paths = {
  login: {
    path: '/login',
    href: (redirectTo?: string) => (redirectTo ? `/login?next=${enc(redirectTo)}` : '/login'),
  },
  fleet: {
    path: '/',
    href: (company?: string, params?: URLSearchParams) => withCompany('/', company, params),
  },
  equipment: {
    path: '/equipment/:guid',
    href: (guid: string, company?: string) => withCompany(`/equipment/${enc(guid)}`, company),
  },
  temperatures: {
    path: '/equipment/:guid/temperatures',
    href: (guid: string, company?: string, params?: URLSearchParams) =>
      withCompany(`/equipment/${enc(guid)}/temperatures`, company, params),
  },
  logs: {
    path: '/equipment/:guid/logs',
    href: (guid: string, company?: string, params?: URLSearchParams) =>
      withCompany(`/equipment/${enc(guid)}/logs`, company, params),
  },
  log: {
    path: '/equipment/:guid/logs/:logGuid',
    href: (guid: string, logGuid: string, company?: string, params?: URLSearchParams) =>
      withCompany(`/equipment/${enc(guid)}/logs/${enc(logGuid)}`, company, params),
  },
  errors: { path: '/errors', href: (company?: string) => withCompany('/errors', company) },
  alerts: { path: '/alerts', href: (company?: string) => withCompany('/alerts', company) },
  service: {
    path: '/service',
    href: (company?: string, params?: URLSearchParams) => withCompany('/service', company, params),
  },
  map: {
    path: '/map',
    href: (company?: string, params?: URLSearchParams) => withCompany('/map', company, params),
  },
  board: {
    path: '/board',
    /** With `unit`, the board opens scrolled to that unit's card (a QR label's target). */
    href: (company?: string, unit?: string) =>
      withCompany('/board', company) + (unit ? `#${encodeURIComponent(boardCardId(unit))}` : ''),
  },
  activity: {
    path: '/activity',
    href: (company?: string, params?: URLSearchParams) => withCompany('/activity', company, params),
  },
  notifications: {
    path: '/notifications',
    href: (company?: string) => withCompany('/notifications', company),
  },
  updates: { path: '/updates', href: (company?: string) => withCompany('/updates', company) },
  newCampaign: {
    path: '/updates/new',
    href: (company?: string, params?: URLSearchParams) =>
      withCompany('/updates/new', company, params),
  },
  campaign: {
    path: '/updates/campaigns/:id',
    href: (id: string, company?: string) => withCompany(`/updates/campaigns/${enc(id)}`, company),
  },
  workOrders: {
    path: '/work-orders',
    href: (company?: string, params?: URLSearchParams) =>
      withCompany('/work-orders', company, params),
  },
  labels: {
    path: '/work-orders/labels',
    href: (company?: string, params?: URLSearchParams) =>
      withCompany('/work-orders/labels', company, params),
  },
  logbookPrint: {
    path: '/equipment/:guid/logbook',
    href: (guid: string, company?: string) =>
      withCompany(`/equipment/${enc(guid)}/logbook`, company),
  },
} as const;

/** The element id of a unit's card on the salon board, the fragment its links end with. */
export const boardCardId = (unit: string) => `unit-${unit}`;
