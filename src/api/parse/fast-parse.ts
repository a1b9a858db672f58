import type { z } from 'zod';
import { loadSlowPath } from './load-slow-path.ts';
import type * as SlowPath from './slow-path.ts';
import type { DocumentResult, ListResult } from '@/domain/documents/tolerant';

// One shape for every "generated check first, zod only for a document that fails it" parser: the
// clean document is kept as it is, a failing one loads the tolerant zod parse (loadSlowPath).

type SchemaName =
  | 'deviceLogSchema'
  | 'equipmentSchema'
  | 'identitySchema'
  | 'maintenanceCounterSchema'
  | 'temperatureLogSchema';
type Output<K extends SchemaName> = z.output<(typeof SlowPath)[K]>;
type Check = (doc: unknown) => boolean;

/** parseDocument(schema) that skips zod for a document `isClean` accepts. */
export function fastDocumentParser<K extends SchemaName>(isClean: Check, schema: K, what: string) {
  return async (input: unknown): Promise<DocumentResult<Output<K>>> => {
    if (isClean(input)) return { ok: true, value: input } as DocumentResult<Output<K>>;
    const slow = await loadSlowPath();
    return slow.parseDocument(slow[schema], input, what) as DocumentResult<Output<K>>;
  };
}

/** parseListFast(schema) that skips zod entirely while every document is clean. */
export function fastListParser<K extends SchemaName>(isClean: Check, schema: K, what: string) {
  return async (raw: readonly unknown[]): Promise<ListResult<Output<K>>> => {
    if (raw.every((doc) => isClean(doc)))
      return { items: raw.slice(), invalidCount: 0 } as ListResult<Output<K>>;
    const slow = await loadSlowPath();
    return slow.parseListFast(slow[schema], raw, what, isClean) as ListResult<Output<K>>;
  };
}
