// The browser's check at the engine's door: a document the generated check accepts is kept as it
// is, one it refuses takes the tolerant zod parse (unreadable fields become absent), one that zod
// refuses too (no guid, serial, model, type or app) is counted as invalid. Same schema, same verdict.
import { compileDocumentCheck } from '../../../src/domain/documents/document-check.ts';
import {
  equipmentSchema,
  errorCatalogItemSchema,
  type Equipment,
} from '../../../src/domain/documents/schemas.ts';
import { parseDocument, parseListFast } from '../../../src/domain/documents/tolerant.ts';
import { catalogFromRows, type CatalogEntry } from '../../../src/domain/equipment/error-catalog.ts';

type Check = (doc: unknown) => boolean;
/** Compiled on first use (~50 ms): a process that never polls never pays for it. */
const lazyCheck = (schema: Parameters<typeof compileDocumentCheck>[0]): Check => {
  let check: Check | undefined;
  return (doc) => (check ??= compileDocumentCheck(schema))(doc);
};
const isCleanEquipment = lazyCheck(equipmentSchema);
const isCleanCatalogItem = lazyCheck(errorCatalogItemSchema);

/** Units whose unreadable fields were logged: a poll re-reads them often, the log says it once. */
const logged = new Set<string>();

/** The document as the projection's source, or undefined when the equipment schema refuses it. */
export function asFleetSource(raw: unknown): Equipment | undefined {
  if (isCleanEquipment(raw)) return raw as Equipment;
  const parsed = parseDocument(equipmentSchema, raw, 'equipment', false);
  const doc = parsed.ok ? parsed.value : undefined;
  const note = doc?._invalid && `${doc._meta.guid}: ${doc._invalid.join(', ')}`;
  if (note && !logged.has(note) && logged.size < 10_000) {
    logged.add(note);
    console.warn(`[engine] equipment ${note} unreadable`);
  }
  return doc;
}

/** Endpoint 13's answer: the rows the schema keeps, mapped to catalog entries. */
export function catalogFromServer(items: unknown): CatalogEntry[] {
  if (!Array.isArray(items)) return [];
  return catalogFromRows(
    parseListFast(errorCatalogItemSchema, items, 'error catalog entry', isCleanCatalogItem).items,
  );
}
