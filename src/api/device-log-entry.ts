import type { DeviceLog } from '@/domain/documents/schemas';

// A device log in the app's names, mapped once at the API door (device-logs.ts): pages and the
// domain never read the service's snake_case fields. `data` (json_data) stays as the device sent
// it: its content is not part of the interface, so its readers stay defensive.

export interface DeviceLogSession {
  /** Seconds. */
  sessionTime: number | undefined;
  pauseTime: number | undefined;
  pauseTimes: number | undefined;
  minuteCounters: readonly Record<string, unknown>[] | undefined;
}

export interface DeviceLogEntry {
  guid: string;
  type: string;
  logId: number;
  /** ms */
  logDate: number;
  controllerSerial: number;
  deviceGuid: string;
  equipmentGuid: string;
  data: Record<string, unknown>;
  session: DeviceLogSession | undefined;
  /** `_meta.created_by` as sent. */
  createdBy: DeviceLog['_meta']['created_by'];
  /** The document as sent: the detail view lists it by its own keys and downloads it. */
  document: DeviceLog;
}

export function toDeviceLogEntry(doc: DeviceLog): DeviceLogEntry {
  const s = doc.session;
  return {
    guid: doc._meta.guid,
    type: doc.type,
    logId: doc.log_id,
    logDate: doc.log_date,
    controllerSerial: doc.controller_serial,
    deviceGuid: doc.device_guid,
    equipmentGuid: doc.equipment_guid,
    data: doc.json_data,
    session: s && {
      sessionTime: s.session_time,
      pauseTime: s.pause_time,
      pauseTimes: s.pause_times,
      minuteCounters: s.minute_counters,
    },
    createdBy: doc._meta.created_by,
    document: doc,
  };
}
