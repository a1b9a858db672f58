import { validate as isCleanDeviceLog } from 'virtual:validate/deviceLog';
import { validate as isCleanTemperatureLog } from 'virtual:validate/temperatureLog';
import {
  deviceLogSchema,
  temperatureLogSchema,
  type DeviceLog,
  type TemperatureLog,
} from './schemas';
import { parseListFast, type ListResult } from './tolerant';

// A week of temperature logs is 10,080 documents and a busy unit has 100,000 device logs: clean
// ones pass the validator generated from their schema and skip zod (document-parity.test).

export const parseTemperatureLogs = (raw: readonly unknown[]): ListResult<TemperatureLog> =>
  parseListFast(temperatureLogSchema, raw, 'temperature log', isCleanTemperatureLog);

export const parseDeviceLogs = (raw: readonly unknown[]): ListResult<DeviceLog> =>
  parseListFast(deviceLogSchema, raw, 'device log', isCleanDeviceLog);
