import type { IntlShape } from 'react-intl';
import type { InformationDraft } from '@/api/information-patch';
import { isValidTimeZone } from '@/domain/time';
import { MINUS } from '@/domain/units';
import { currentIntl } from '@/lib/intl';
import { messages } from './messages';

// The edit form's logic: initial values, validation, changed fields (docs/decisions.md#editing).

export interface InformationFormValues {
  alias: string;
  description: string;
  city: string;
  country: string;
  timezone: string;
  /** "+02:00" style; the service stores seconds (docs/decisions.md#timestamps-units). */
  offset: string;
}

export type InformationFormErrors = Partial<Record<keyof InformationFormValues, string>>;

/** Changed fields only; null means the user cleared the field (a JSON Patch "remove"). */
export interface InformationChanges {
  alias?: string | null;
  description?: string | null;
  city?: string | null;
  country?: string | null;
  timezone?: string | null;
  timezoneOffset?: number | null;
}

export const MAX_LENGTH: Record<
  Exclude<keyof InformationFormValues, 'offset' | 'timezone'>,
  number
> = {
  alias: 80,
  description: 200,
  city: 100,
  country: 100,
};

/** The form's first values, from the document's fields (informationOf). */
export function formValuesFrom(eq: InformationDraft): InformationFormValues {
  const loc = eq.location;
  return {
    alias: eq.alias ?? '',
    description: loc?.description ?? '',
    city: loc?.city ?? '',
    country: loc?.country ?? '',
    timezone: loc?.timezone ?? '',
    offset: typeof loc?.timezoneOffset === 'number' ? formatOffsetInput(loc.timezoneOffset) : '',
  };
}

/** Seconds → "+02:00" / "-05:30" (ASCII minus: it is typed back into an input). */
export function formatOffsetInput(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${seconds < 0 && minutes > 0 ? '-' : '+'}${hh}:${mm}`;
}

const OFFSET = /^(?:UTC|GMT)?\s*([+-])?\s*(\d{1,2})(?::?(\d{2}))?$/i;

/** "+02:00", "-5:30", "+0545", "2", "UTC+1" → seconds; undefined when not an offset in −12 h … +14 h. */
export function parseOffsetInput(text: string): number | undefined {
  const m = OFFSET.exec(text.trim().replaceAll(MINUS, '-'));
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (minutes >= 60 || minutes % 15 !== 0) return undefined;
  const seconds = (hours * 3600 + minutes * 60) * (m[1] === '-' ? -1 : 1);
  return seconds < -12 * 3600 || seconds > 14 * 3600 ? undefined : seconds;
}

/** The current offset of an IANA zone in seconds, to fill the offset when a zone is chosen. */
export function offsetOfTimeZone(timeZone: string, at: number): number | undefined {
  if (!isValidTimeZone(timeZone)) return undefined;
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  if (!name) return undefined;
  if (name === 'GMT') return 0;
  return parseOffsetInput(name);
}

// Line breaks and other control characters (C0 and DEL) do not belong in a one-line field.
const hasControl = (text: string) =>
  [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** Errors in the language of `intl` (by default the one on screen; English in unit tests). */
export function validateInformation(
  values: InformationFormValues,
  intl: IntlShape = currentIntl(),
): InformationFormErrors {
  const errors: InformationFormErrors = {};
  const labels = {
    alias: intl.formatMessage(messages.alias),
    description: intl.formatMessage(messages.locationDescription),
    city: intl.formatMessage(messages.city),
    country: intl.formatMessage(messages.country),
  };
  for (const key of Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[]) {
    const value = values[key].trim();
    if (value.length > MAX_LENGTH[key])
      errors[key] = intl.formatMessage(messages.tooLong, {
        field: labels[key],
        max: MAX_LENGTH[key],
      });
    else if (hasControl(value))
      errors[key] = intl.formatMessage(messages.controlCharacters, { field: labels[key] });
  }
  const zone = values.timezone.trim();
  if (zone && !isValidTimeZone(zone))
    errors.timezone = intl.formatMessage(messages.unknownTimeZone);
  const offset = values.offset.trim();
  if (offset && parseOffsetInput(offset) === undefined) {
    errors.offset = intl.formatMessage(messages.badOffset);
  }
  return errors;
}

function textChange(before: string, after: string): string | null | undefined {
  const a = before.trim();
  const b = after.trim();
  if (a === b) return undefined;
  return b === '' ? null : b;
}

/** Only what differs from the initial values; an unchanged form gives an empty object. */
export function changedInformation(
  initial: InformationFormValues,
  values: InformationFormValues,
): InformationChanges {
  const changes: InformationChanges = {};
  for (const key of ['alias', 'description', 'city', 'country', 'timezone'] as const) {
    const change = textChange(initial[key], values[key]);
    if (change !== undefined) changes[key] = change;
  }
  const before = initial.offset.trim() ? parseOffsetInput(initial.offset) : undefined;
  const after = values.offset.trim() ? parseOffsetInput(values.offset) : undefined;
  if (before !== after) changes.timezoneOffset = after ?? null;
  return changes;
}
