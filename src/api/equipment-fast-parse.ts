import { ImpreciseInteger } from '@/domain/exact-json';
import {
  arrayOf,
  isBool,
  isCleanMeta,
  isNum,
  isObj,
  isStr,
  opt,
  optObj,
  type Obj,
} from './fast-checks';
import { loadSlowPath } from './load-slow-path';
import type { Equipment, MaintenanceCounter } from './schemas';
import type { DocumentResult, ListResult } from './tolerant';

// The fleet list can hold 100,000 units; zod on each takes seconds. This plain check accepts a
// document exactly when equipmentSchema would accept it with no unreadable field, and then keeps
// the object as it is; anything else goes through the tolerant zod parse (equipment-fast-parse.test
// keeps the two in step). zod is downloaded only when some document needs it (loadSlowPath).

const isActiveErrors = (v: unknown) =>
  (typeof v === 'bigint' && v >= 0n) ||
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ||
  v instanceof ImpreciseInteger ||
  (typeof v === 'string' && /^\s*\d+\s*$/.test(v));

const isCounter = (v: unknown) =>
  isObj(v) && isStr(v.type) && isNum(v.value) && opt(v.limit, isNum);
const isCounters = arrayOf(isCounter);
const isStrings = arrayOf(isStr);
const isObjects = arrayOf(isObj);
const LOG_KINDS = ['parameter', 'boot', 'session', 'error', 'event'] as const;

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
  optObj(
    c.release,
    (r) => opt(r.type, isStr) && opt(r.version, strOrNull) && opt(r.hash, strOrNull),
  );

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
    optObj(
      d.device,
      (v) =>
        opt(v.guid, isStr) && opt(v.serial, isStr) && opt(v.last_ping, isNum) && opt(v.type, isStr),
    ) &&
    opt(d.company_guids, isStrings) &&
    optObj(d.specifications, (s) => opt(s.colors, isObjects) && opt(s.options, isStrings)) &&
    optObj(d.location, isCleanLocation) &&
    optObj(d.controller, isCleanController) &&
    opt(d.settings, isObjects)
  );
}

/** A top-level maintenance counter maintenanceCounterSchema keeps unchanged. */
export const isCleanCounterDocument = (d: unknown): d is MaintenanceCounter =>
  isCounter(d) && (d as Obj)._invalid === undefined;

/** parseList(equipmentSchema) with a fast path for clean documents (the usual case). */
export async function parseEquipmentList(raw: readonly unknown[]): Promise<ListResult<Equipment>> {
  if (raw.every(isCleanEquipment)) return { items: raw.slice(), invalidCount: 0 };
  const { equipmentSchema, parseListFast } = await loadSlowPath();
  return parseListFast(equipmentSchema, raw, 'equipment', isCleanEquipment);
}

/** parseDocument(equipmentSchema) that skips zod for a clean document. */
export async function parseEquipmentDocument(input: unknown): Promise<DocumentResult<Equipment>> {
  if (isCleanEquipment(input)) return { ok: true, value: input };
  const { equipmentSchema, parseDocument } = await loadSlowPath();
  return parseDocument(equipmentSchema, input, 'equipment');
}

/** parseList(maintenanceCounterSchema) that skips zod when every counter is clean. */
export async function parseMaintenanceCounters(
  raw: readonly unknown[],
): Promise<ListResult<MaintenanceCounter>> {
  if (raw.every(isCleanCounterDocument)) return { items: raw.slice(), invalidCount: 0 };
  const { maintenanceCounterSchema, parseListFast } = await loadSlowPath();
  return parseListFast(
    maintenanceCounterSchema,
    raw,
    'maintenance counter',
    isCleanCounterDocument,
  );
}
