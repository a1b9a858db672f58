// Endpoint 6: JSON Patch (RFC 6902) limited to the editable paths of docs/decisions.md#editing.

export interface PatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

const STRING_PATHS = new Set([
  '/alias',
  '/location/description',
  '/location/city',
  '/location/country',
  '/location/place_id',
  '/location/timezone',
]);
export const EDITABLE_PATHS = [...STRING_PATHS, '/location/timezone_offset', '/location/geometry'];
const MAX_TEXT = 200;
/** Limits of one PATCH: a body this big or this many ops is never a real edit (README: Limits). */
export const MAX_PATCH_BYTES = 64 * 1024;
export const MAX_PATCH_OPS = 50;

function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function checkValue(path: string, value: unknown): string | undefined {
  if (STRING_PATHS.has(path)) {
    if (typeof value !== 'string') return `${path} must be a string`;
    if (value.length > MAX_TEXT) return `${path} must be at most ${MAX_TEXT} characters`;
    if (path === '/location/timezone' && !isTimezone(value))
      return `${path} must be an IANA timezone such as Europe/Amsterdam`;
    return undefined;
  }
  if (path === '/location/timezone_offset') {
    if (!Number.isInteger(value)) return `${path} must be an integer number of seconds`;
    return Math.abs(value as number) <= 50_400
      ? undefined
      : `${path} must be within ±14 hours (±50400 s)`;
  }
  const geo = value as { lat?: unknown; lng?: unknown } | null;
  if (typeof geo !== 'object' || geo === null || Array.isArray(geo))
    return `${path} must be an object { lat, lng }`;
  const keys = Object.keys(geo).sort().join(',');
  if (keys !== 'lat,lng') return `${path} must hold exactly lat and lng`;
  if (typeof geo.lat !== 'number' || Math.abs(geo.lat) > 90)
    return `${path}/lat must be a number in [-90, 90]`;
  if (typeof geo.lng !== 'number' || Math.abs(geo.lng) > 180)
    return `${path}/lng must be a number in [-180, 180]`;
  return undefined;
}

/** Validates the whole body first: a patch applies entirely or not at all. */
export function parsePatch(body: unknown): { ops: PatchOp[] } | { error: string } {
  if (!Array.isArray(body)) return { error: 'Body must be a JSON array of JSON Patch operations' };
  if (body.length === 0) return { error: 'Patch must contain at least one operation' };
  if (body.length > MAX_PATCH_OPS)
    return { error: `Patch must contain at most ${MAX_PATCH_OPS} operations` };
  const ops: PatchOp[] = [];
  for (const [i, raw] of body.entries()) {
    if (typeof raw !== 'object' || raw === null)
      return { error: `Operation ${i} must be an object` };
    const { op, path, value } = raw as Record<string, unknown>;
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      return {
        error: `Operation ${i}: unsupported op ${JSON.stringify(op)} (use add, replace or remove)`,
      };
    }
    if (typeof path !== 'string' || !EDITABLE_PATHS.includes(path)) {
      return {
        error: `Operation ${i}: path ${JSON.stringify(path)} is not editable (editable: ${EDITABLE_PATHS.join(', ')})`,
      };
    }
    if (op === 'remove') {
      ops.push({ op, path });
      continue;
    }
    if (!('value' in (raw as object))) return { error: `Operation ${i}: ${op} needs a value` };
    const problem = checkValue(path, value);
    if (problem) return { error: `Operation ${i}: ${problem}` };
    ops.push({ op, path, value: structuredClone(value) });
  }
  return { ops };
}

/** Applies validated ops to a document; replace on a missing member adds it, remove is idempotent. */
export function applyPatch(doc: Record<string, unknown>, ops: readonly PatchOp[]): void {
  for (const { op, path, value } of ops) {
    const [, first = '', second] = path.split('/');
    let target = doc;
    let key = first;
    if (second !== undefined) {
      const current = doc[first];
      if (typeof current !== 'object' || current === null || Array.isArray(current)) {
        if (op === 'remove') continue;
        doc[first] = {};
      }
      target = doc[first] as Record<string, unknown>;
      key = second;
    }
    if (op === 'remove') delete target[key];
    else target[key] = structuredClone(value);
  }
}

/**
 * The stored edits of a unit after `next` is applied on top of `previous`: the last op per path
 * wins, so repeated edits never pile up (at most two ops per editable path remain). A removed
 * location member keeps the add before it, because that add created the location object.
 */
export function compactPatch(previous: readonly PatchOp[], next: readonly PatchOp[]): PatchOp[] {
  const last = new Map<string, PatchOp>();
  const lastSet = new Map<string, PatchOp>();
  for (const op of [...previous, ...next]) {
    last.set(op.path, op);
    if (op.op !== 'remove') lastSet.set(op.path, op);
  }
  const out: PatchOp[] = [];
  for (const [path, op] of last) {
    const set = lastSet.get(path);
    if (op.op === 'remove' && set && path.startsWith('/location/')) out.push(set);
    out.push(op);
  }
  return out;
}
