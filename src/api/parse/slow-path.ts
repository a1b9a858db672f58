// The tolerant zod parse, loaded only when a document fails its fast structural check
// (loadSlowPath): zod is ~25 KB gzip the fleet page need not download while documents are clean.
// schemas.ts and tolerant.ts import zod-setup first, so the jitless config still runs before any
// schema is built.
export {
  deviceLogSchema,
  equipmentSchema,
  identitySchema,
  maintenanceCounterSchema,
  permissionRowsFrom,
  temperatureLogSchema,
} from '@/domain/documents/schemas';
export { parseDocument, parseList, parseListFast } from '@/domain/documents/tolerant';
