// Minutes, tenths of a degree and seconds (docs/decisions.md#timestamps-units).

/** Shown for missing or impossible values. */
export const NO_VALUE = '—';
/** U+2212: a real minus sign, so "−5.0 °C" does not read as a dash. */
export const MINUS = '\u2212';

function isUsable(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Minutes → "102 h 30 min". From one hour on both parts are shown ("1 h 0 min"), so columns align. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!isUsable(minutes) || minutes < 0) return NO_VALUE;
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h === 0 ? `${m} min` : `${h} h ${m} min`;
}

/** Seconds → "45 s", "12 min 5 s", "1 h 2 min" (seconds dropped once hours show). */
export function formatSeconds(seconds: number | null | undefined): string {
  if (!isUsable(seconds) || seconds < 0) return NO_VALUE;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
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

/** 253 → "25.3 °C", -5 → "−0.5 °C", 0 → "0.0 °C"; always one decimal (UI contract). */
export function formatCelsius(tenths: number | null | undefined): string {
  if (!isUsable(tenths)) return NO_VALUE;
  const { negative, text } = tenthsParts(tenths);
  return `${negative ? MINUS : ''}${text} °C`;
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
