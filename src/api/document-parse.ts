import {
  validate as isCleanEquipment,
  jsonSchema as equipmentJson,
} from 'virtual:validate/equipment';
import { validate as isCleanIdentity } from 'virtual:validate/identity';
import { validate as isCleanCounter } from 'virtual:validate/maintenanceCounter';
import { validate as isCleanPermissionItem } from 'virtual:validate/permissionItem';
import { loadSlowPath } from './load-slow-path';
import { permissionRowFromString } from './permission-row';
import { repairList } from './schema-repair';
import type { Equipment, IdentityDocument, MaintenanceCounter, PermissionRow } from './schemas';
import type { DocumentResult, ListResult } from './tolerant';

// The usual document passes the validator generated from its zod schema (virtual:validate/<kind>,
// Ajv standalone) and is kept as it is; only one that fails takes the tolerant zod parse, which is
// downloaded then (loadSlowPath). A 100,000-unit fleet never runs zod while it is clean.

/**
 * parseList(equipmentSchema) without zod: clean documents as they are, the rest repaired from the
 * generated JSON Schema (schema-repair.ts), so a malformed unit costs the fleet no zod download.
 */
export async function parseEquipmentList(raw: readonly unknown[]): Promise<ListResult<Equipment>> {
  if (raw.every((doc) => isCleanEquipment(doc)))
    return { items: raw.slice() as Equipment[], invalidCount: 0 };
  return repairList<Equipment>(equipmentJson, raw, 'equipment', isCleanEquipment);
}

/** parseDocument(equipmentSchema) that skips zod for a clean document. */
export async function parseEquipmentDocument(input: unknown): Promise<DocumentResult<Equipment>> {
  if (isCleanEquipment(input)) return { ok: true, value: input as Equipment };
  const { equipmentSchema, parseDocument } = await loadSlowPath();
  return parseDocument(equipmentSchema, input, 'equipment');
}

/** parseList(maintenanceCounterSchema) that skips zod when every counter is clean. */
export async function parseMaintenanceCounters(
  raw: readonly unknown[],
): Promise<ListResult<MaintenanceCounter>> {
  if (raw.every((doc) => isCleanCounter(doc)))
    return { items: raw.slice() as MaintenanceCounter[], invalidCount: 0 };
  const { maintenanceCounterSchema, parseListFast } = await loadSlowPath();
  return parseListFast(maintenanceCounterSchema, raw, 'maintenance counter', isCleanCounter);
}

/** parseDocument(identitySchema) that skips zod for a clean identity (endpoint 1, every page). */
export async function parseIdentity(input: unknown): Promise<DocumentResult<IdentityDocument>> {
  if (isCleanIdentity(input)) return { ok: true, value: input as IdentityDocument };
  const { identitySchema, parseDocument } = await loadSlowPath();
  return parseDocument(identitySchema, input, 'identity');
}

/** permissionRowsFrom that skips zod when every row is clean (the usual case). */
export async function readPermissionRows(
  raw: readonly unknown[],
  company?: string,
): Promise<{ rows: PermissionRow[]; invalidCount: number }> {
  if (!raw.every((item) => isCleanPermissionItem(item))) {
    const { permissionRowsFrom } = await loadSlowPath();
    return permissionRowsFrom(raw, company);
  }
  const rows = raw.map((item) =>
    typeof item === 'string' ? permissionRowFromString(item, company) : (item as PermissionRow),
  );
  return { rows, invalidCount: 0 };
}
