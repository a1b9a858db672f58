import type { DeviceLog } from '@/api/schemas';

// Builds device-log documents for unit tests of this feature.
let counter = 0;

export function makeLog(overrides: Partial<DeviceLog> & { type?: string } = {}): DeviceLog {
  counter += 1;
  return {
    _meta: { guid: `log-${counter}` },
    device_guid: 'device-1',
    equipment_guid: 'equipment-1',
    type: 'event',
    log_id: counter,
    controller_serial: 1001,
    log_date: Date.UTC(2026, 10, 20, 12, 0, 0),
    json_data: {},
    ...overrides,
  } as DeviceLog;
}
