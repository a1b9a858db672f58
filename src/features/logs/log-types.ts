import { DEVICE_LOG_TYPES, type DeviceLogType } from '@/api/device-log-types';
// Colour + icon + label per device-log type; the label is always shown so colour is never the only cue.

export const LOG_TYPES = DEVICE_LOG_TYPES;
export type LogType = DeviceLogType;

export function isLogType(value: unknown): value is LogType {
  return typeof value === 'string' && (LOG_TYPES as readonly string[]).includes(value);
}

interface TypeStyle {
  icon: string;
  description: string;
  badge: string;
}

const STYLES: Record<LogType, TypeStyle> = {
  parameter: {
    icon: '≡',
    description: 'Settings',
    badge: 'bg-busy-soft text-busy-on-soft ring-sky-600/30',
  },
  boot: {
    icon: '↻',
    description: 'Boot information',
    badge: 'bg-unknown-soft text-unknown-on-soft ring-violet-600/30',
  },
  session: {
    icon: '☀',
    description: 'A session',
    badge: 'bg-ok-soft text-ok-on-soft ring-emerald-600/30',
  },
  error: {
    icon: '⚠',
    description: 'An error',
    badge: 'bg-fault-soft text-fault-on-soft ring-red-600/30',
  },
  event: {
    icon: '◆',
    description: 'Debug information of the controller',
    badge: 'bg-surface-inset text-fg ring-slate-500/30',
  },
};

// A type the service adds later still gets a neutral badge instead of breaking the row.
const UNKNOWN_STYLE: TypeStyle = {
  icon: '?',
  description: 'A log type this dashboard does not know',
  badge: 'bg-attention-soft text-attention-on-soft ring-amber-600/30',
};

export function logTypeStyle(type: string): TypeStyle {
  return isLogType(type) ? STYLES[type] : UNKNOWN_STYLE;
}
