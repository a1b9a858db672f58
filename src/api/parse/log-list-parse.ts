import { validate as isCleanDeviceLog } from 'virtual:validate/deviceLog';
import { validate as isCleanTemperatureLog } from 'virtual:validate/temperatureLog';
import { fastDocumentParser, fastListParser } from './fast-parse.ts';

// A week of temperature logs is 10,080 documents and a busy unit has 100,000 device logs: clean
// ones pass the validator generated from their schema and skip zod (document-parity.test). zod
// itself (~25 kB gzip) is downloaded only when a document fails that check (loadSlowPath), so the
// temperatures and logs pages do not load it while the service sends clean documents.

export const parseTemperatureLogs = fastListParser(
  isCleanTemperatureLog,
  'temperatureLogSchema',
  'temperature log',
);

export const parseDeviceLogs = fastListParser(isCleanDeviceLog, 'deviceLogSchema', 'device log');

/** parseDocument(temperatureLogSchema) that skips zod for a clean log (endpoint 10). */
export const parseTemperatureLog = fastDocumentParser(
  isCleanTemperatureLog,
  'temperatureLogSchema',
  'temperature log',
);

/** parseDocument(deviceLogSchema) that skips zod for a clean log (endpoint 12). */
export const parseDeviceLog = fastDocumentParser(isCleanDeviceLog, 'deviceLogSchema', 'device log');
