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
    badge: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-900/50 dark:text-sky-100',
  },
  boot: {
    icon: '↻',
    description: 'Boot information',
    badge:
      'bg-violet-100 text-violet-900 ring-violet-600/30 dark:bg-violet-900/50 dark:text-violet-100',
  },
  session: {
    icon: '☀',
    description: 'A session',
    badge:
      'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/50 dark:text-emerald-100',
  },
  error: {
    icon: '⚠',
    description: 'An error',
    badge: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-900/50 dark:text-red-100',
  },
  event: {
    icon: '◆',
    description: 'Debug information of the controller',
    badge: 'bg-slate-200 text-slate-800 ring-slate-500/30 dark:bg-slate-700 dark:text-slate-100',
  },
};

// A type the service adds later still gets a neutral badge instead of breaking the row.
const UNKNOWN_STYLE: TypeStyle = {
  icon: '?',
  description: 'A log type this dashboard does not know',
  badge: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/50 dark:text-amber-100',
};

export function logTypeStyle(type: string): TypeStyle {
  return isLogType(type) ? STYLES[type] : UNKNOWN_STYLE;
}
