import {
  EQUIPMENT_STATES,
  HEALTH_CLASSES,
  type DerivedStateName,
  type HealthClass,
} from '@/domain/equipment/equipment-state';

// The fleet view (search, filters, sort) lives in the URL so a link reopens the same view.
// Unknown or malformed parameters are ignored, never fatal: old bookmarks keep working.

export const FLEET_SORT_IDS = [
  'state',
  'serial',
  'alias',
  'model',
  'location',
  'errors',
  'release',
  'lastSeen',
] as const;
export type FleetSortId = (typeof FLEET_SORT_IDS)[number];

export interface FleetSort {
  id: FleetSortId;
  desc: boolean;
}

export interface FleetView {
  q: string;
  health: HealthClass[];
  state: DerivedStateName | undefined;
  critical: boolean;
  model: string | undefined;
  country: string | undefined;
  /** A version, or RELEASE_NONE for units with nothing installed. */
  release: string | undefined;
  /** 'none': only units without a location (docs/decisions.md#sites). */
  location: 'none' | undefined;
  sort: FleetSort;
}

export const RELEASE_NONE = '(none)';
/** Worst first: what an operator needs to see on opening the page. */
export const DEFAULT_SORT: FleetSort = { id: 'state', desc: false };

export const EMPTY_VIEW: FleetView = {
  q: '',
  health: [],
  state: undefined,
  critical: false,
  model: undefined,
  country: undefined,
  release: undefined,
  location: undefined,
  sort: DEFAULT_SORT,
};

const STATE_NAMES: ReadonlySet<string> = new Set([...EQUIPMENT_STATES, 'unknown']);
const HEALTH_NAMES: ReadonlySet<string> = new Set(HEALTH_CLASSES);
const SORT_NAMES: ReadonlySet<string> = new Set(FLEET_SORT_IDS);

/** The parameters this module owns; everything else (company, …) is left alone. */
export const FLEET_PARAM_KEYS = [
  'q',
  'health',
  'state',
  'critical',
  'model',
  'country',
  'release',
  'location',
  'sort',
] as const;

function nonEmpty(value: string | null): string | undefined {
  return value !== null && value.trim() !== '' ? value : undefined;
}

export function parseSort(raw: string | null): FleetSort {
  if (!raw) return DEFAULT_SORT;
  const desc = raw.startsWith('-');
  const id = desc ? raw.slice(1) : raw;
  return SORT_NAMES.has(id) ? { id: id as FleetSortId, desc } : DEFAULT_SORT;
}

export function parseFleetView(params: URLSearchParams): FleetView {
  const health = (params.get('health') ?? '')
    .split(',')
    .filter((h, i, all): h is HealthClass => HEALTH_NAMES.has(h) && all.indexOf(h) === i);
  const state = params.get('state');
  return {
    q: params.get('q') ?? '',
    // Keep the order of HEALTH_CLASSES so equal views give equal URLs.
    health: HEALTH_CLASSES.filter((h) => health.includes(h)),
    state: state !== null && STATE_NAMES.has(state) ? (state as DerivedStateName) : undefined,
    critical: params.get('critical') === '1',
    model: nonEmpty(params.get('model')),
    country: nonEmpty(params.get('country')),
    release: nonEmpty(params.get('release')),
    location: params.get('location') === 'none' ? 'none' : undefined,
    sort: parseSort(params.get('sort')),
  };
}

/** Writes `view` over `base`, dropping defaults so the plain fleet URL stays plain. */
export function writeFleetView(
  view: FleetView,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of FLEET_PARAM_KEYS) next.delete(key);
  if (view.q) next.set('q', view.q);
  if (view.health.length > 0)
    next.set('health', HEALTH_CLASSES.filter((h) => view.health.includes(h)).join(','));
  if (view.state) next.set('state', view.state);
  if (view.critical) next.set('critical', '1');
  if (view.model) next.set('model', view.model);
  if (view.country) next.set('country', view.country);
  if (view.release) next.set('release', view.release);
  if (view.location) next.set('location', view.location);
  if (view.sort.id !== DEFAULT_SORT.id || view.sort.desc !== DEFAULT_SORT.desc) {
    next.set('sort', `${view.sort.desc ? '-' : ''}${view.sort.id}`);
  }
  return next;
}

/** True when any filter or search narrows the list (sort does not). */
export function isFiltered(view: FleetView): boolean {
  return (
    view.q.trim() !== '' ||
    view.health.length > 0 ||
    view.state !== undefined ||
    view.critical ||
    view.model !== undefined ||
    view.country !== undefined ||
    view.release !== undefined ||
    view.location !== undefined
  );
}

export function toggleHealth(view: FleetView, health: HealthClass): FleetView {
  const on = view.health.includes(health);
  return {
    ...view,
    health: on ? view.health.filter((h) => h !== health) : [...view.health, health],
  };
}
