import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Equipment } from '@/domain/documents/schemas';
import { isUnreadable } from '@/domain/documents/unreadable';
import { stringifyJsonExact } from '@/domain/exact-json';
import { isLocale } from '@/domain/locale';
import { formatAbsoluteTime } from '@/domain/time';
import { formatTimezoneOffset } from '@/domain/units';
import { currentIntl } from '@/lib/intl';
import { messages } from './messages';

// The Information panel's content as plain data, so grouping and "—" / "unreadable" rules are
// tested without rendering. Device data is only ever turned into text here, never markup. Labels
// are in the language of `intl` (by default the one on screen; English in unit tests).

export type FieldValue =
  | { kind: 'text'; text: string; title?: string; mono?: boolean }
  | { kind: 'missing' }
  | { kind: 'unreadable' };

export interface InfoRow {
  label: string;
  value: FieldValue;
}

export interface InfoGroup {
  title: string;
  rows: InfoRow[];
}

const MISSING: FieldValue = { kind: 'missing' };
const UNREADABLE: FieldValue = { kind: 'unreadable' };

/** Unreadable when the field or any object above it was unreadable (e.g. `location: "Amsterdam"`). */
export function unreadableAt(eq: Equipment, path: string): boolean {
  const parts = path.split('.');
  return parts.some((_, i) => isUnreadable(eq, parts.slice(0, i + 1).join('.')));
}

/** The document's value at a dotted path ("location.city"), as sent. */
function valueAt(eq: Equipment, path: string): unknown {
  let value: unknown = eq;
  for (const key of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The field at `path`, named by that path: unreadable, missing (or empty), or as text. */
function field(
  eq: Equipment,
  path: string,
  format: (v: never) => string = String,
  mono = false,
): FieldValue {
  if (unreadableAt(eq, path)) return UNREADABLE;
  const value = valueAt(eq, path);
  if (value === undefined || value === null || value === '') return MISSING;
  if (Array.isArray(value) && value.length === 0) return MISSING;
  return { kind: 'text', text: format(value as never), ...(mono ? { mono } : {}) };
}

function time(eq: Equipment, path: string, intl: IntlShape): FieldValue {
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  return field(eq, path, (v: number) => formatAbsoluteTime(v, undefined, locale));
}

/** One value of unknown shape as short text: strings as they are, anything else as JSON. */
export function valueText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '—';
  return stringifyJsonExact(v);
}

/** `{ name: "Pearl White", code: "RAL 1013" }` → "Pearl White (RAL 1013)"; other shapes as key: value pairs. */
export function colorText(color: Record<string, unknown>): string {
  const name = color.name ?? color.color ?? color.label;
  const code = color.code ?? color.hex ?? color.ral;
  if (typeof name === 'string') return typeof code === 'string' ? `${name} (${code})` : name;
  return Object.entries(color)
    .map(([k, v]) => `${k}: ${valueText(v)}`)
    .join(', ');
}

const SETTING_NAME_KEYS = ['name', 'key', 'setting', 'id', 'parameter', 'type'];
const SETTING_VALUE_KEYS = ['value', 'val', 'current'];

/** settings[] → readable key/value rows whatever the element shape (its fields are not shown). */
export function settingRows(
  settings: readonly Record<string, unknown>[],
  intl: IntlShape = currentIntl(),
): InfoRow[] {
  return settings.map((s, i) => {
    const nameKey = SETTING_NAME_KEYS.find(
      (k) => typeof s[k] === 'string' || typeof s[k] === 'number',
    );
    const valueKey = SETTING_VALUE_KEYS.find((k) => k in s);
    if (nameKey && valueKey) {
      const rest = Object.entries(s).filter(([k]) => k !== nameKey && k !== valueKey);
      const extra = rest.length
        ? ` (${rest.map(([k, v]) => `${k}: ${valueText(v)}`).join(', ')})`
        : '';
      return {
        label: String(s[nameKey]),
        value: { kind: 'text', text: `${valueText(s[valueKey])}${extra}` },
      };
    }
    const text = Object.entries(s)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join(', ');
    return {
      label: intl.formatMessage(messages.settingNumber, { n: i + 1 }),
      value: text ? { kind: 'text', text } : MISSING,
    };
  });
}

function coordinates(eq: Equipment): FieldValue {
  if (unreadableAt(eq, 'location.geometry')) return UNREADABLE;
  const g = eq.location?.geometry;
  if (unreadableAt(eq, 'location.geometry.lat') || unreadableAt(eq, 'location.geometry.lng'))
    return UNREADABLE;
  if (typeof g?.lat !== 'number' || typeof g.lng !== 'number') return MISSING;
  return { kind: 'text', text: `${g.lat.toFixed(5)}, ${g.lng.toFixed(5)}`, mono: true };
}

const LOG_TYPES = {
  parameter: messages.logsParameter,
  boot: messages.logsBoot,
  session: messages.logsSession,
  error: messages.logsError,
  event: messages.logsEvent,
} as const;

export function informationGroups(eq: Equipment, intl: IntlShape = currentIntl()): InfoGroup[] {
  // Every label is a message without values.
  const t = (m: MessageDescriptor) => intl.formatMessage(m as typeof messages.title);
  const release = eq.controller?.release;
  const f = (path: string, fmt?: (v: never) => string, mono?: boolean) =>
    field(eq, path, fmt, mono);
  return [
    {
      title: t(messages.groupIdentity),
      rows: [
        { label: t(messages.serial), value: f('serial', undefined, true) },
        { label: t(messages.alias), value: f('alias') },
        { label: t(messages.model), value: f('model') },
        { label: t(messages.type), value: f('type') },
        { label: t(messages.app), value: f('app') },
        {
          label: t(messages.equipmentGuid),
          value: f('_meta.guid', undefined, true),
        },
        {
          label: t(messages.companies),
          value: f('company_guids', (v: string[]) => v.join(', '), true),
        },
        { label: t(messages.created), value: time(eq, '_meta.created', intl) },
        {
          label: t(messages.documentUpdated),
          value: time(eq, '_meta.updated', intl),
        },
      ],
    },
    {
      title: t(messages.groupDevice),
      rows: [
        { label: t(messages.deviceGuid), value: f('device.guid', undefined, true) },
        {
          label: t(messages.deviceSerial),
          value: f('device.serial', undefined, true),
        },
        { label: t(messages.deviceType), value: f('device.type') },
        {
          label: t(messages.lastPing),
          value: time(eq, 'device.last_ping', intl),
        },
      ],
    },
    {
      title: t(messages.groupLocation),
      rows: [
        { label: t(messages.description), value: f('location.description') },
        { label: t(messages.city), value: f('location.city') },
        { label: t(messages.country), value: f('location.country') },
        { label: t(messages.timeZone), value: f('location.timezone') },
        {
          label: t(messages.utcOffset),
          value: f('location.timezone_offset', formatTimezoneOffset),
        },
        { label: t(messages.coordinates), value: coordinates(eq) },
        {
          label: t(messages.placeId),
          value: f('location.place_id', undefined, true),
        },
      ],
    },
    {
      title: t(messages.groupController),
      rows: [
        { label: t(messages.stateCode), value: f('controller.state') },
        { label: t(messages.releaseType), value: f('controller.release.type') },
        {
          label: t(messages.releaseVersion),
          value:
            release?.version === null
              ? { kind: 'text', text: t(messages.noneInstalled) }
              : f('controller.release.version'),
        },
        {
          label: t(messages.releaseHash),
          value:
            release?.hash === null
              ? { kind: 'text', text: t(messages.none) }
              : f('controller.release.hash', undefined, true),
        },
        {
          label: t(messages.communication),
          value: f('controller.communication.timeout', (timedOut: boolean) =>
            timedOut ? t(messages.timedOut) : t(messages.communicationOk),
          ),
        },
        ...(Object.keys(LOG_TYPES) as (keyof typeof LOG_TYPES)[]).map((type) => ({
          label: t(LOG_TYPES[type]),
          value: f(`controller.logs.${type}`, (n: number) => intl.formatNumber(n)),
        })),
      ],
    },
    {
      title: t(messages.groupSpecifications),
      rows: [
        {
          label: t(messages.colours),
          value: f('specifications.colors', (v: Record<string, unknown>[]) =>
            v.map(colorText).join('; '),
          ),
        },
        {
          label: t(messages.options),
          value: f('specifications.options', (v: string[]) => v.join(', ')),
        },
      ],
    },
  ];
}

/** The settings table, or why there is none. */
export function settingsContent(
  eq: Equipment,
  intl: IntlShape = currentIntl(),
): { kind: 'rows'; rows: InfoRow[] } | { kind: 'missing' } | { kind: 'unreadable' } {
  if (isUnreadable(eq, 'settings')) return { kind: 'unreadable' };
  if (!eq.settings?.length) return { kind: 'missing' };
  return { kind: 'rows', rows: settingRows(eq.settings as Record<string, unknown>[], intl) };
}
