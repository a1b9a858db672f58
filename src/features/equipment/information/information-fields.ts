import type { Equipment } from '@/api/schemas';
import { isUnreadable } from '@/api/unreadable';
import { stringifyJsonExact } from '@/domain/exact-json';
import { formatAbsoluteTime } from '@/domain/time';
import { formatTimezoneOffset } from '@/domain/units';

// The Information panel's content as plain data, so grouping and "—" / "unreadable" rules are
// tested without rendering. Device data is only ever turned into text here, never markup.

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

function field(
  eq: Equipment,
  path: string,
  value: unknown,
  format: (v: never) => string = String,
  mono = false,
): FieldValue {
  if (unreadableAt(eq, path)) return UNREADABLE;
  if (value === undefined || value === null || value === '') return MISSING;
  return { kind: 'text', text: format(value as never), ...(mono ? { mono } : {}) };
}

function time(eq: Equipment, path: string, ms: number | undefined): FieldValue {
  return field(eq, path, ms, (v: number) => formatAbsoluteTime(v));
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
export function settingRows(settings: readonly Record<string, unknown>[]): InfoRow[] {
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
    return { label: `Setting ${i + 1}`, value: text ? { kind: 'text', text } : MISSING };
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

const LOG_TYPES = ['parameter', 'boot', 'session', 'error', 'event'] as const;

export function informationGroups(eq: Equipment): InfoGroup[] {
  const { device, location: loc, controller: c, specifications: spec } = eq;
  const release = c?.release;
  const f = (path: string, v: unknown, fmt?: (v: never) => string, mono?: boolean) =>
    field(eq, path, v, fmt, mono);
  return [
    {
      title: 'Identity',
      rows: [
        { label: 'Serial', value: f('serial', eq.serial, undefined, true) },
        { label: 'Alias', value: f('alias', eq.alias) },
        { label: 'Model', value: f('model', eq.model) },
        { label: 'Type', value: f('type', eq.type) },
        { label: 'App', value: f('app', eq.app) },
        { label: 'Equipment guid', value: f('_meta.guid', eq._meta.guid, undefined, true) },
        {
          label: 'Companies',
          value: f(
            'company_guids',
            eq.company_guids?.length ? eq.company_guids : undefined,
            (v: string[]) => v.join(', '),
            true,
          ),
        },
        { label: 'Created', value: time(eq, '_meta.created', eq._meta.created) },
        { label: 'Document updated', value: time(eq, '_meta.updated', eq._meta.updated) },
      ],
    },
    {
      title: 'Linked device',
      rows: [
        { label: 'Device guid', value: f('device.guid', device?.guid, undefined, true) },
        { label: 'Device serial', value: f('device.serial', device?.serial, undefined, true) },
        { label: 'Device type', value: f('device.type', device?.type) },
        { label: 'Last ping', value: time(eq, 'device.last_ping', device?.last_ping) },
      ],
    },
    {
      title: 'Location',
      rows: [
        { label: 'Description', value: f('location.description', loc?.description) },
        { label: 'City', value: f('location.city', loc?.city) },
        { label: 'Country', value: f('location.country', loc?.country) },
        { label: 'Time zone', value: f('location.timezone', loc?.timezone) },
        {
          label: 'UTC offset',
          value: f('location.timezone_offset', loc?.timezone_offset, formatTimezoneOffset),
        },
        { label: 'Coordinates', value: coordinates(eq) },
        { label: 'Map place id', value: f('location.place_id', loc?.place_id, undefined, true) },
      ],
    },
    {
      title: 'Controller',
      rows: [
        { label: 'State code', value: f('controller.state', c?.state) },
        { label: 'Release type', value: f('controller.release.type', release?.type) },
        {
          label: 'Release version',
          value:
            release?.version === null
              ? { kind: 'text', text: 'none installed' }
              : f('controller.release.version', release?.version),
        },
        {
          label: 'Release hash',
          value:
            release?.hash === null
              ? { kind: 'text', text: 'none' }
              : f('controller.release.hash', release?.hash, undefined, true),
        },
        {
          label: 'Communication',
          value: f('controller.communication.timeout', c?.communication?.timeout, (t: boolean) =>
            t ? 'Timed out: the device gets no answer from the controller' : 'OK',
          ),
        },
        ...LOG_TYPES.map((type) => ({
          label: `${type[0]!.toUpperCase()}${type.slice(1)} logs`,
          value: f(`controller.logs.${type}`, c?.logs?.[type], (n: number) =>
            n.toLocaleString('en-US'),
          ),
        })),
      ],
    },
    {
      title: 'Specifications',
      rows: [
        {
          label: 'Colours',
          value: f(
            'specifications.colors',
            spec?.colors?.length ? spec.colors : undefined,
            (v: Record<string, unknown>[]) => v.map(colorText).join('; '),
          ),
        },
        {
          label: 'Options',
          value: f(
            'specifications.options',
            spec?.options?.length ? spec.options : undefined,
            (v: string[]) => v.join(', '),
          ),
        },
      ],
    },
  ];
}

/** The settings table, or why there is none. */
export function settingsContent(
  eq: Equipment,
): { kind: 'rows'; rows: InfoRow[] } | { kind: 'missing' } | { kind: 'unreadable' } {
  if (isUnreadable(eq, 'settings')) return { kind: 'unreadable' };
  if (!eq.settings?.length) return { kind: 'missing' };
  return { kind: 'rows', rows: settingRows(eq.settings as Record<string, unknown>[]) };
}
