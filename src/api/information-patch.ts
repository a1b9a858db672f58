import type { Equipment } from '@/domain/documents/schemas';

// docs/decisions.md#editing: endpoint 6 takes RFC 6902 operations on a fixed list of paths; only
// changed fields are sent.

export type JsonPatchOp =
  | { op: 'add' | 'replace'; path: InformationPath; value: unknown }
  | { op: 'remove'; path: InformationPath };

export const INFORMATION_PATHS = [
  '/alias',
  '/location/description',
  '/location/city',
  '/location/country',
  '/location/place_id',
  '/location/timezone',
  '/location/timezone_offset',
  '/location/geometry',
] as const;
export type InformationPath = (typeof INFORMATION_PATHS)[number];

export interface Geometry {
  lat: number;
  lng: number;
}

/**
 * The edit form's values, in the app's names (the paths above are the service's). A field left
 * `undefined` is not part of the form and never sent; '' (or null) clears the field. Strings are
 * compared trimmed.
 */
export interface InformationDraft {
  alias?: string | null | undefined;
  location?: {
    description?: string | null | undefined;
    city?: string | null | undefined;
    country?: string | null | undefined;
    placeId?: string | null | undefined;
    timezone?: string | null | undefined;
    timezoneOffset?: number | null | undefined;
    geometry?: Geometry | null | undefined;
  };
}

type DraftLocation = NonNullable<InformationDraft['location']>;

/** The document's editable fields as the form starts from them (what the service sent). */
export function informationOf(eq: Equipment): InformationDraft {
  const l = eq.location;
  const g = l?.geometry;
  return {
    alias: eq.alias,
    location: {
      description: l?.description,
      city: l?.city,
      country: l?.country,
      placeId: l?.place_id,
      timezone: l?.timezone,
      timezoneOffset: l?.timezone_offset,
      geometry:
        typeof g?.lat === 'number' && typeof g.lng === 'number'
          ? { lat: g.lat, lng: g.lng }
          : undefined,
    },
  };
}

/** Path → the draft's key: the one place the two sets of names meet. */
const DRAFT_KEYS: Record<Exclude<InformationPath, '/alias'>, keyof DraftLocation> = {
  '/location/description': 'description',
  '/location/city': 'city',
  '/location/country': 'country',
  '/location/place_id': 'placeId',
  '/location/timezone': 'timezone',
  '/location/timezone_offset': 'timezoneOffset',
  '/location/geometry': 'geometry',
};

type Value = string | number | Geometry | null | undefined;

function currentValue(original: Equipment, path: InformationPath): unknown {
  if (path === '/alias') return original.alias;
  const key = path.slice('/location/'.length);
  return (original.location as Record<string, unknown> | undefined)?.[key];
}

function draftValue(draft: InformationDraft, path: InformationPath): Value {
  if (path === '/alias') return draft.alias;
  return draft.location?.[DRAFT_KEYS[path]];
}

const normalise = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ga = a as Partial<Geometry>;
    const gb = b as Partial<Geometry>;
    return ga.lat === gb.lat && ga.lng === gb.lng;
  }
  return a === b;
}

/** The JSON Patch turning `original` into `edited`, holding only the fields the user changed. */
export function buildInformationPatch(
  original: Equipment,
  edited: InformationDraft,
): JsonPatchOp[] {
  const ops: JsonPatchOp[] = [];
  for (const path of INFORMATION_PATHS) {
    const raw = draftValue(edited, path);
    if (raw === undefined) continue;
    const next = normalise(raw);
    const before = normalise(currentValue(original, path));
    // A value the dashboard could not read still exists on the server and can be cleared.
    const unreadable = original._invalid?.includes(path.slice(1).replace('/', '.')) ?? false;
    if (isEmpty(next)) {
      if (!isEmpty(before) || unreadable) ops.push({ op: 'remove', path });
      continue;
    }
    if (isEmpty(before)) {
      // `add` also replaces an existing member (RFC 6902 4.1), so it is right for unreadable values too.
      ops.push({ op: 'add', path, value: next });
    } else if (!same(before, next)) {
      ops.push({ op: 'replace', path, value: next });
    }
  }
  return ops;
}

/** The document as it will look after `ops`, for the optimistic update of the detail cache. */
export function applyInformationPatch<T extends Equipment>(doc: T, ops: readonly JsonPatchOp[]): T {
  const next: T = { ...doc, location: doc.location ? { ...doc.location } : doc.location };
  for (const op of ops) {
    const value = op.op === 'remove' ? undefined : op.value;
    if (op.path === '/alias') {
      (next as Equipment).alias = value as string | undefined;
      continue;
    }
    const key = op.path.slice('/location/'.length);
    const location = { ...(next.location ?? {}) } as Record<string, unknown>;
    if (value === undefined) delete location[key];
    else location[key] = value;
    (next as Equipment).location = location as Equipment['location'];
  }
  if (next._invalid) {
    const touched = new Set(ops.map((o) => o.path.slice(1).replace('/', '.')));
    const left = next._invalid.filter((p) => !touched.has(p));
    next._invalid = left.length > 0 ? left : undefined;
  }
  return next;
}
