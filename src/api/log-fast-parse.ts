import { arrayOf, isCleanMeta, isNum, isObj, isStr, opt, optObj, type Obj } from './fast-checks';
import {
  deviceLogSchema,
  temperatureLogSchema,
  type DeviceLog,
  type TemperatureLog,
} from './schemas';
import { parseListFast, type ListResult } from './tolerant';

// A week of temperature logs is 10,080 documents and a busy unit has 100,000 device logs: clean
// ones skip zod (log-fast-parse.test keeps these checks in step with the schemas).

const isReading = (r: unknown) => isObj(r) && isStr(r.sensor) && isNum(r.value);

/** The top-level fields both log kinds share (the service marks them all required). */
const isCleanLogBase = (d: Obj) =>
  d._invalid === undefined &&
  isCleanMeta(d._meta) &&
  isStr(d.device_guid) &&
  isStr(d.equipment_guid) &&
  isNum(d.controller_serial) &&
  isNum(d.log_date);

export function isCleanTemperatureLog(d: unknown): d is TemperatureLog {
  return (
    isObj(d) &&
    isCleanLogBase(d) &&
    isStr(d.temperature_id) &&
    isNum(d.controller_state) &&
    arrayOf(isReading)(d.temperatures)
  );
}

const isCleanSession = (s: Record<string, unknown>) =>
  isNum(s.session_time) &&
  isNum(s.pause_time) &&
  isNum(s.pause_times) &&
  opt(s.minute_counters, arrayOf(isObj));

export function isCleanDeviceLog(d: unknown): d is DeviceLog {
  return (
    isObj(d) &&
    isCleanLogBase(d) &&
    isStr(d.type) &&
    isNum(d.log_id) &&
    isObj(d.json_data) &&
    optObj(d.session, isCleanSession)
  );
}

export const parseTemperatureLogs = (raw: readonly unknown[]): ListResult<TemperatureLog> =>
  parseListFast(temperatureLogSchema, raw, 'temperature log', isCleanTemperatureLog);

export const parseDeviceLogs = (raw: readonly unknown[]): ListResult<DeviceLog> =>
  parseListFast(deviceLogSchema, raw, 'device log', isCleanDeviceLog);
