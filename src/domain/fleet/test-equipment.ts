import { equipmentSchema, type Equipment } from '../documents/schemas.ts';
import { parseDocument } from '../documents/tolerant.ts';

/** A test document as the projection receives it: read by the equipment schema, or a thrown error. */
export function readEquipment(raw: Record<string, unknown>): Equipment {
  const read = parseDocument(equipmentSchema, raw, 'test equipment');
  if (!read.ok) throw new Error(`not an equipment document: ${read.problem}`);
  return read.value!;
}
