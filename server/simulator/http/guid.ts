// Ids in paths and `company` are guids: anything else is refused before it reaches a lookup.
import { SimError } from './env.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/** The value itself when it is a guid, else 400 naming the parameter. */
export function guidOrThrow(value: string, what: string): string {
  if (!isGuid(value)) throw new SimError(400, `${what} must be a guid`);
  return value;
}

/** A path id that is not a guid names nothing: 404 like an unknown one, before any lookup. */
export function guidOrNotFound(value: string, message: string): string {
  if (!isGuid(value)) throw new SimError(404, message);
  return value;
}
