import type { IntlShape, MessageDescriptor } from 'react-intl';
import { DEVICE_LOG_TYPES, type DeviceLogType } from '@/api/device-log-types';
import { messages } from './messages';
// Colour + icon + label per device-log type; the label is always shown so colour is never the only cue.

export const LOG_TYPES = DEVICE_LOG_TYPES;
export type LogType = DeviceLogType;

export function isLogType(value: unknown): value is LogType {
  return typeof value === 'string' && (LOG_TYPES as readonly string[]).includes(value);
}

interface TypeStyle {
  icon: string;
  /** The type's name on screen; undefined for a type this dashboard does not know (shown as sent). */
  label: MessageDescriptor | undefined;
  description: MessageDescriptor;
  badge: string;
}

const STYLES: Record<LogType, TypeStyle> = {
  parameter: {
    icon: '≡',
    label: messages.typeParameter,
    description: messages.typeParameterDescription,
    badge: 'bg-busy-soft text-busy-on-soft ring-busy-solid/30',
  },
  boot: {
    icon: '↻',
    label: messages.typeBoot,
    description: messages.typeBootDescription,
    badge: 'bg-unknown-soft text-unknown-on-soft ring-unknown-solid/30',
  },
  session: {
    icon: '☀',
    label: messages.typeSession,
    description: messages.typeSessionDescription,
    badge: 'bg-ok-soft text-ok-on-soft ring-ok-solid/30',
  },
  error: {
    icon: '⚠',
    label: messages.typeError,
    description: messages.typeErrorDescription,
    badge: 'bg-fault-soft text-fault-on-soft ring-fault-solid/30',
  },
  event: {
    icon: '◆',
    label: messages.typeEvent,
    description: messages.typeEventDescription,
    badge: 'bg-surface-inset text-fg ring-offline-solid/30',
  },
};

// A type the service adds later still gets a neutral badge instead of breaking the row.
const UNKNOWN_STYLE: TypeStyle = {
  icon: '?',
  label: undefined,
  description: messages.typeUnknownDescription,
  badge: 'bg-attention-soft text-attention-on-soft ring-attention-solid/30',
};

export function logTypeStyle(type: string): TypeStyle {
  return isLogType(type) ? STYLES[type] : UNKNOWN_STYLE;
}

/** A log type's name in the language on screen (a type the dashboard does not know: as sent). */
export function logTypeLabel(intl: IntlShape, type: string): string {
  const { label } = logTypeStyle(type);
  return label ? intl.formatMessage(label) : type;
}
