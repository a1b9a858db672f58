import {
  validate as isCleanEquipment,
  jsonSchema as equipmentJson,
} from 'virtual:validate/equipment';
import { validate as isCleanCounter } from 'virtual:validate/maintenanceCounter';
import {
  validate as isCleanCatalogItem,
  jsonSchema as catalogItemJson,
} from 'virtual:validate/errorCatalogItem';
import { fastDocumentParser, fastListParser } from './fast-parse.ts';
import { repairList } from './schema-repair.ts';
import type { Equipment, ErrorCatalogItem } from '@/domain/documents/schemas';
import type { ListResult } from '@/domain/documents/tolerant';

// The usual document passes the validator generated from its zod schema (virtual:validate/<kind>,
// Ajv standalone) and is kept as it is; only one that fails takes the tolerant zod parse, which is
// downloaded then (loadSlowPath). A 100,000-unit fleet never runs zod while it is clean.
// The identity's checks are in identity-parse.ts: every page needs them, few need these.

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
export const parseEquipmentDocument = fastDocumentParser(
  isCleanEquipment,
  'equipmentSchema',
  'equipment',
);

/** parseList(maintenanceCounterSchema) that skips zod when every counter is clean. */
export const parseMaintenanceCounters = fastListParser(
  isCleanCounter,
  'maintenanceCounterSchema',
  'maintenance counter',
);

/** Endpoint 13's rows: clean ones as they are, the rest repaired from the generated JSON Schema. */
export function parseErrorCatalogItems(raw: readonly unknown[]): ListResult<ErrorCatalogItem> {
  if (raw.every((row) => isCleanCatalogItem(row)))
    return { items: raw.slice() as ErrorCatalogItem[], invalidCount: 0 };
  return repairList<ErrorCatalogItem>(
    catalogItemJson,
    raw,
    'error catalog entry',
    isCleanCatalogItem,
  );
}
