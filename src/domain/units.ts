// Minutes, tenths of a degree and seconds (docs/decisions.md#timestamps-units). English output is
// fixed ("102 h 30 min", "25.3 °C"); nl/de go through Intl (docs/decisions.md#languages).
import type { Locale } from './locale';

/** Shown for missing or impossible values. */
export const NO_VALUE = '—';
/** U+2212: a real minus sign, so "−5.0 °C" does not read as a dash. */
export const MINUS = '\u2212';

function isUsable(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';
const EN_UNITS: Readonly<Record<DurationUnit, string>> = {
  day: 'd',
  hour: 'h',
  minute: 'min',
  second: 's',
};
const unitFormats = new Map<string, Intl.NumberFormat>();

/** 5 hours → "5 h" (en), "5 uur" (nl), "5 Std." (de): one part of a duration. */
export function formatDurationPart(
  value: number,
  unit: DurationUnit,
  locale: Locale = 'en',
): string {
  if (locale === 'en') return `${value} ${EN_UNITS[unit]}`;
  const key = `${locale}|${unit}`;
  let f = unitFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    unitFormats.set(key, f);
  }
  return f.format(value);
}

/** Minutes → "102 h 30 min". From one hour on both parts are shown ("1 h 0 min"), so columns align. */
export function formatMinutes(minutes: number | null | undefined, locale: Locale = 'en'): string {
  if (!isUsable(minutes) || minutes < 0) return NO_VALUE;
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = formatDurationPart(total % 60, 'minute', locale);
  return h === 0 ? m : `${formatDurationPart(h, 'hour', locale)} ${m}`;
}

/** Seconds → "45 s", "12 min 5 s", "1 h 2 min" (seconds dropped once hours show). */
export function formatSeconds(seconds: number | null | undefined, locale: Locale = 'en'): string {
  if (!isUsable(seconds) || seconds < 0) return NO_VALUE;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = formatDurationPart(total % 60, 'second', locale);
  const part = (v: number, u: DurationUnit) => formatDurationPart(v, u, locale);
  if (h > 0) return `${part(h, 'hour')} ${part(m, 'minute')}`;
  if (m > 0) return `${part(m, 'minute')} ${s}`;
  return s;
}

export function secondsToMs(seconds: number): number {
  return seconds * 1000;
}

export function minutesToMs(minutes: number): number {
  return minutes * 60_000;
}

/** Integer tenths → "25.3" / "−0.5" using integer math only, so 253 never prints 25.299999. */
function tenthsParts(tenths: number): { negative: boolean; text: string } {
  const t = Math.round(tenths);
  const abs = Math.abs(t);
  return { negative: t < 0, text: `${Math.floor(abs / 10)}.${abs % 10}` };
}

/** 253 → 25.3, -5 → -0.5 (the nearest double to the exact decimal). NaN for unusable input. */
export function tenthsToCelsius(tenths: number | null | undefined): number {
  if (!isUsable(tenths)) return Number.NaN;
  const { negative, text } = tenthsParts(tenths);
  return Number(`${negative ? '-' : ''}${text}`);
}

const decimalSeparators = new Map<Locale, string>();

/** "." in English, "," in Dutch and German. */
export function decimalSeparator(locale: Locale): string {
  let sep = decimalSeparators.get(locale);
  if (sep === undefined) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    sep = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, sep);
  }
  return sep;
}

/** 253 → "25.3 °C", -5 → "−0.5 °C", 0 → "0.0 °C"; always one decimal (docs/decisions.md#timestamps-units); nl/de "25,3 °C". */
export function formatCelsius(tenths: number | null | undefined, locale: Locale = 'en'): string {
  if (!isUsable(tenths)) return NO_VALUE;
  const { negative, text } = tenthsParts(tenths);
  const local = locale === 'en' ? text : text.replace('.', decimalSeparator(locale));
  return `${negative ? MINUS : ''}${local} °C`;
}

/** Same number without the unit, for table cells under a "°C" header and CSV ("-0.5", ASCII). */
export function formatCelsiusValue(tenths: number | null | undefined): string {
  if (!isUsable(tenths)) return '';
  const { negative, text } = tenthsParts(tenths);
  return `${negative ? '-' : ''}${text}`;
}

/** 7200 → "UTC+02:00", -19800 → "UTC−05:30", 0 → "UTC+00:00". */
export function formatTimezoneOffset(seconds: number | null | undefined): string {
  // Real offsets lie within −12 h … +14 h; anything beyond is a unit mix-up, not a zone.
  if (!isUsable(seconds) || Math.abs(seconds) > 18 * 3600) return NO_VALUE;
  const totalMinutes = Math.round(Math.abs(seconds) / 60);
  const hh = String(Math.floor(totalMinutes / 60)).padStart(2, '0');
  const mm = String(totalMinutes % 60).padStart(2, '0');
  return `UTC${seconds < 0 && totalMinutes > 0 ? MINUS : '+'}${hh}:${mm}`;
}
