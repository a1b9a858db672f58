// The five log types of the service (docs/decisions.md#endpoints), apart from the schemas so pages
// can list them without zod.
export const DEVICE_LOG_TYPES = ['parameter', 'boot', 'session', 'error', 'event'] as const;
export type DeviceLogType = (typeof DEVICE_LOG_TYPES)[number];
