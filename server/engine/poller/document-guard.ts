// The engine may not import src/api's validators (lint zone): a minimal structural guard, and the
// domain projection reads every other field tolerantly (as the browser's slow path would).
import type { FleetUnitSource } from '../../../src/domain/fleet/fleet-unit.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The document as the projection's source, or undefined when it has no usable guid. */
export function asFleetSource(raw: unknown): FleetUnitSource | undefined {
  const doc = obj(raw);
  const meta = obj(doc?.['_meta']);
  const guid = meta?.['guid'];
  if (!doc || !meta || typeof guid !== 'string' || guid.trim() === '') return undefined;
  if (
    typeof doc['serial'] === 'string' &&
    typeof doc['model'] === 'string' &&
    typeof doc['type'] === 'string'
  )
    return doc as unknown as FleetUnitSource;
  return {
    ...doc,
    _meta: { ...meta, guid },
    serial: text(doc['serial']),
    model: text(doc['model']),
    type: text(doc['type']),
  };
}
