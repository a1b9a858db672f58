import type { TemperatureLog, TemperatureReading } from '@/domain/documents/schemas';

// A temperature log in the app's names, mapped once at the API door (temperatures.ts).

export interface TemperatureEntry {
  guid: string;
  /** ms */
  logDate: number;
  controllerState: number;
  controllerSerial: number;
  temperatureId: string;
  deviceGuid: string;
  equipmentGuid: string;
  /** The readable readings, one per sensor (in °C). */
  readings: TemperatureReading[];
}

export function toTemperatureEntry(doc: TemperatureLog): TemperatureEntry {
  return {
    guid: doc._meta.guid,
    logDate: doc.log_date,
    controllerState: doc.controller_state,
    controllerSerial: doc.controller_serial,
    temperatureId: doc.temperature_id,
    deviceGuid: doc.device_guid,
    equipmentGuid: doc.equipment_guid,
    readings: doc.temperatures,
  };
}
