import './zod-setup.ts';
import { z } from 'zod';
import { ImpreciseInteger } from '../exact-json.ts';
import { permissionRowFromString } from './permission-row.ts';
import { optional, recordUnreadable, softRequired, type Unreadable } from './tolerant.ts';

// Documents of the service. Required fields are required; each optional field is parsed on its own
// (tolerant.ts), unknown fields pass through (loose objects). Timestamps:
// docs/decisions.md#timestamps-units.

const str = z.string();
const num = z.number();
const anyObject = z.looseObject({});

// _meta.guid is required although the service does not mark it so: without it a document
// cannot be addressed (endpoints 4, 10, 12) nor keyed in a list.
export const metaSchema = z.looseObject({
  index: optional(str, '_meta.index'),
  guid: str,
  created: optional(num, '_meta.created'),
  updated: optional(num, '_meta.updated'),
  removed: optional(num, '_meta.removed'),
  expiry: optional(num, '_meta.expiry'),
  created_by: optional(
    z.looseObject({
      host: optional(str, '_meta.created_by.host'),
      resource: optional(
        z.looseObject({
          guid: optional(str, '_meta.created_by.resource.guid'),
          index: optional(str, '_meta.created_by.resource.index'),
        }),
        '_meta.created_by.resource',
      ),
    }),
    '_meta.created_by',
  ),
});

/**
 * docs/decisions.md#active-errors: exact bigint, a small exact number, parseJsonExact's marker for
 * a rounded value, or a decimal string (the domain's toActiveErrorsValue reads all four).
 */
export const activeErrorsSchema = z.union([
  z.bigint().nonnegative(),
  z.number().int().nonnegative(),
  z.instanceof(ImpreciseInteger),
  z.string().regex(/^\s*\d+\s*$/),
]);

/** One hour / maintenance counter, in minutes (docs/decisions.md#maintenance-counters). */
export const maintenanceCounterSchema = z.looseObject({
  type: str,
  value: num,
  limit: optional(num, 'limit'),
});
export type MaintenanceCounter = z.output<typeof maintenanceCounterSchema> & Unreadable;

const location = z.looseObject({
  place_id: optional(str, 'location.place_id'),
  description: optional(str, 'location.description'),
  country: optional(str, 'location.country'),
  city: optional(str, 'location.city'),
  geometry: optional(
    z.looseObject({
      lat: optional(num, 'location.geometry.lat'),
      lng: optional(num, 'location.geometry.lng'),
    }),
    'location.geometry',
  ),
  timezone: optional(str, 'location.timezone'),
  timezone_offset: optional(num, 'location.timezone_offset'),
});

const controllerLogs = z.looseObject({
  parameter: optional(num, 'controller.logs.parameter'),
  boot: optional(num, 'controller.logs.boot'),
  session: optional(num, 'controller.logs.session'),
  error: optional(num, 'controller.logs.error'),
  event: optional(num, 'controller.logs.event'),
});

const controller = z.looseObject({
  state: optional(num, 'controller.state'),
  active_errors: optional(activeErrorsSchema, 'controller.active_errors'),
  timestamp: optional(num, 'controller.timestamp'),
  logs: optional(controllerLogs, 'controller.logs'),
  communication: optional(
    z.looseObject({ timeout: optional(z.boolean(), 'controller.communication.timeout') }),
    'controller.communication',
  ),
  hours: optional(z.array(maintenanceCounterSchema), 'controller.hours'),
  release: optional(
    z.looseObject({
      type: optional(str, 'controller.release.type'),
      // null is a meaningful value here ("nothing installed"), so it is kept.
      version: optional(z.union([str, z.null()]), 'controller.release.version'),
      hash: optional(z.union([str, z.null()]), 'controller.release.hash'),
    }),
    'controller.release',
  ),
});

export const equipmentSchema = z.looseObject({
  _meta: metaSchema,
  app: str,
  serial: str,
  model: str,
  type: str,
  alias: optional(str, 'alias'),
  device: optional(
    z.looseObject({
      guid: optional(str, 'device.guid'),
      serial: optional(str, 'device.serial'),
      last_ping: optional(num, 'device.last_ping'),
      type: optional(str, 'device.type'),
    }),
    'device',
  ),
  company_guids: optional(z.array(str), 'company_guids'),
  specifications: optional(
    z.looseObject({
      colors: optional(z.array(anyObject), 'specifications.colors'),
      options: optional(z.array(str), 'specifications.options'),
    }),
    'specifications',
  ),
  location: optional(location, 'location'),
  controller: optional(controller, 'controller'),
  settings: optional(z.array(anyObject), 'settings'),
});
export type Equipment = z.output<typeof equipmentSchema> & Unreadable;

export const temperatureReadingSchema = z.looseObject({ sensor: str, value: num });
export type TemperatureReading = z.output<typeof temperatureReadingSchema>;

// One broken reading is skipped (and recorded), the other sensors of the log stay readable.
const readings = z
  .array(
    temperatureReadingSchema.catch((ctx) => {
      const sensor = (ctx.value as { sensor?: unknown } | null)?.sensor;
      recordUnreadable(`temperatures.${typeof sensor === 'string' ? sensor : '?'}`, ctx.value);
      return null as unknown as TemperatureReading;
    }),
  )
  .transform((list) => list.filter((r): r is TemperatureReading => r !== null));

export const temperatureLogSchema = z.looseObject({
  _meta: metaSchema,
  device_guid: str,
  equipment_guid: str,
  temperature_id: str,
  controller_serial: num,
  controller_state: num,
  log_date: num,
  temperatures: readings,
});
export type TemperatureLog = z.output<typeof temperatureLogSchema> & Unreadable;

export const sessionSchema = z.looseObject({
  session_time: softRequired(num, 'session.session_time'),
  pause_time: softRequired(num, 'session.pause_time'),
  pause_times: softRequired(num, 'session.pause_times'),
  minute_counters: optional(z.array(anyObject), 'session.minute_counters'),
});

export const deviceLogSchema = z.looseObject({
  _meta: metaSchema,
  device_guid: str,
  equipment_guid: str,
  // Any string: a type added later by the service must not drop the log.
  type: str,
  log_id: num,
  controller_serial: num,
  log_date: num,
  json_data: z.record(z.string(), z.unknown()),
  session: optional(sessionSchema, 'session'),
});
export type DeviceLog = z.output<typeof deviceLogSchema> & Unreadable;

/** Endpoint 13 rows (docs/decisions.md#active-errors); catalogFromRows maps them to entries. */
export const errorCatalogItemSchema = z.looseObject({
  error_id: str,
  description: optional(str, 'description'),
  critical: optional(z.boolean(), 'critical'),
  active_error_bit: z.number().int().min(0).max(63),
});
export type ErrorCatalogItem = z.output<typeof errorCatalogItemSchema> & Unreadable;

/** One permission row; permissionRowsFrom reads strings too (docs/decisions.md#permissions). */
export const permissionRowSchema = z.looseObject({
  permission_id: str,
  company_guid: optional(str, 'company_guid'),
});
export type PermissionRow = z.output<typeof permissionRowSchema>;

/** An item of endpoint 2's list: a row object or a non-empty permission id. */
export const permissionItemSchema = z.union([z.string().min(1), permissionRowSchema]);

export const identitySchema = z.looseObject({
  // Which identity fields are required is not shown: all of them are optional here.
  _meta: optional(metaSchema, '_meta'),
  email: optional(str, 'email'),
  username: optional(str, 'username'),
  firstname: optional(str, 'firstname'),
  lastname: optional(str, 'lastname'),
  company_permissions: optional(z.array(z.unknown()), 'company_permissions'),
  disable_all_notifications: optional(z.boolean(), 'disable_all_notifications'),
});
export type Identity = Omit<z.output<typeof identitySchema>, 'company_permissions'> &
  Unreadable & { company_permissions?: PermissionRow[] };

/** Rows from objects or plain strings; unreadable rows are skipped (and counted). */
export function permissionRowsFrom(
  raw: readonly unknown[],
  company?: string,
): { rows: PermissionRow[]; invalidCount: number } {
  const rows: PermissionRow[] = [];
  let invalidCount = 0;
  for (const item of raw) {
    const parsed = permissionItemSchema.safeParse(item);
    if (!parsed.success) invalidCount += 1;
    else if (typeof parsed.data === 'string')
      rows.push(permissionRowFromString(parsed.data, company));
    else rows.push(parsed.data);
  }
  if (invalidCount > 0) console.warn(`[api] ${invalidCount} unreadable permission row(s) skipped`);
  return { rows, invalidCount };
}

/**
 * Every kind of document the service sends, parsed with parseDocument (a server field `_invalid`
 * is dropped). The fast validators (virtual:validate/<kind>) are generated from these at build
 * time, and document-parity.test requires both to give the same verdict on every document.
 */
export const documentSchemas = {
  equipment: equipmentSchema,
  maintenanceCounter: maintenanceCounterSchema,
  temperatureLog: temperatureLogSchema,
  deviceLog: deviceLogSchema,
  errorCatalogItem: errorCatalogItemSchema,
  identity: identitySchema,
};

/** List items kept as sent (no `_invalid` handling); validators generated the same way. */
export const rowSchemas = { permissionItem: permissionItemSchema };
