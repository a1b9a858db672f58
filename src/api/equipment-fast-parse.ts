import { ImpreciseInteger } from '@/domain/exact-json';
import { equipmentSchema, type Equipment } from './schemas';
import { guidOf, parseDocument, type ListResult } from './tolerant';

// The fleet list can hold 100,000 units; zod on each takes seconds. This plain check accepts a
// document exactly when equipmentSchema would accept it with no unreadable field, and then keeps
// the object as it is; anything else goes through the tolerant zod parse (equipment-fast-parse.test
// keeps the two in step).

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown) => typeof v === 'string';
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isBool = (v: unknown) => typeof v === 'boolean';
// Absent (undefined) passes; null does not, because the schema turns null into a missing key.
const opt = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const optObj = (v: unknown, check: (o: Obj) => boolean) => v === undefined || (isObj(v) && check(v));
const arrayOf = (check: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.every(check);

const isActiveErrors = (v: unknown) =>
  (typeof v === 'bigint' && v >= 0n) ||
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ||
  v instanceof ImpreciseInteger ||
  (typeof v === 'string' && /^\s*\d+\s*$/.test(v));

const isCounter = (v: unknown) => isObj(v) && isStr(v.type) && isNum(v.value) && opt(v.limit, isNum);
const isCounters = arrayOf(isCounter);
const isStrings = arrayOf(isStr);
const isObjects = arrayOf(isObj);
const LOG_KINDS = ['parameter', 'boot', 'session', 'error', 'event'] as const;

function isCleanMeta(m: unknown): boolean {
  return (
    isObj(m) &&
    isStr(m.guid) &&
    opt(m.index, isStr) &&
    opt(m.created, isNum) &&
    opt(m.updated, isNum) &&
    opt(m.removed, isNum) &&
    opt(m.expiry, isNum) &&
    optObj(m.created_by, (c) => opt(c.host, isStr) && optObj(c.resource, (r) => opt(r.guid, isStr) && opt(r.index, isStr)))
  );
}

const isCleanLocation = (l: Obj) =>
  opt(l.place_id, isStr) &&
  opt(l.description, isStr) &&
  opt(l.country, isStr) &&
  opt(l.city, isStr) &&
  optObj(l.geometry, (g) => opt(g.lat, isNum) && opt(g.lng, isNum)) &&
  opt(l.timezone, isStr) &&
  opt(l.timezone_offset, isNum);

const strOrNull = (v: unknown) => v === null || isStr(v);

const isCleanController = (c: Obj) =>
  opt(c.state, isNum) &&
  opt(c.active_errors, isActiveErrors) &&
  opt(c.timestamp, isNum) &&
  optObj(c.logs, (l) => LOG_KINDS.every((k) => opt(l[k], isNum))) &&
  optObj(c.communication, (m) => opt(m.timeout, isBool)) &&
  opt(c.hours, isCounters) &&
  optObj(c.release, (r) => opt(r.type, isStr) && opt(r.version, strOrNull) && opt(r.hash, strOrNull));

export function isCleanEquipment(d: unknown): d is Equipment {
  return (
    isObj(d) &&
    isCleanMeta(d._meta) &&
    isStr(d.app) &&
    isStr(d.serial) &&
    isStr(d.model) &&
    isStr(d.type) &&
    d._invalid === undefined &&
    opt(d.alias, isStr) &&
    optObj(d.device, (v) => opt(v.guid, isStr) && opt(v.serial, isStr) && opt(v.last_ping, isNum) && opt(v.type, isStr)) &&
    opt(d.company_guids, isStrings) &&
    optObj(d.specifications, (s) => opt(s.colors, isObjects) && opt(s.options, isStrings)) &&
    optObj(d.location, isCleanLocation) &&
    optObj(d.controller, isCleanController) &&
    opt(d.settings, isObjects)
  );
}

const MAX_WARNINGS = 10;

/** parseList(equipmentSchema) with a fast path for clean documents (the usual case). */
export function parseEquipmentList(raw: readonly unknown[]): ListResult<Equipment> {
  const items: Equipment[] = [];
  let invalidCount = 0;
  for (const element of raw) {
    if (isCleanEquipment(element)) {
      items.push(element);
      continue;
    }
    const result = parseDocument(equipmentSchema, element, 'equipment');
    if (result.ok && result.value) {
      items.push(result.value);
    } else {
      invalidCount += 1;
      if (invalidCount <= MAX_WARNINGS) console.warn(`[api] dropped equipment ${guidOf(element)}: ${result.problem ?? 'unreadable'}`);
    }
  }
  if (invalidCount > MAX_WARNINGS) console.warn(`[api] dropped ${invalidCount} unreadable equipment document(s) in total`);
  return { items, invalidCount };
}
