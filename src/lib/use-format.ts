import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '@/domain/locale';
import {
  formatAbsoluteTime,
  formatCalendarDay,
  formatRelativeTime,
  unitLocalTime,
  type UnitLocation,
} from '@/domain/time';
import { formatCelsius, formatMinutes, formatSeconds } from '@/domain/units';

// The domain formatters bound to the language on screen (docs/decisions.md#languages). Counts and
// plain numbers go through react-intl (`intl.formatNumber`, ICU `{n, plural, …}`) instead.

/** The language on screen (en until a Dutch or German catalog has arrived). */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : 'en';
}

export interface Formatters {
  locale: Locale;
  /** "3 min ago" / "3 min. geleden" / "vor 3 Min." */
  relativeTime: (ms: number | null | undefined, now: number) => string;
  /** "2026-11-22 08:50:12 UTC" / "22-11-2026, 08:50:12 UTC" / "22.11.2026, 08:50:12 UTC" */
  absoluteTime: (ms: number | null | undefined, timeZone?: string) => string;
  unitLocalTime: (nowMs: number, location: UnitLocation | null | undefined) => string | null;
  /** A calendar day "2026-11-22" (the unit's): "2026-11-22" / "22-11-2026" / "22.11.2026" */
  day: (day: string | null | undefined) => string;
  /** Hour counters in minutes: "102 h 30 min" / "102 uur 30 min" / "102 Std. 30 Min." */
  minutes: (minutes: number | null | undefined) => string;
  seconds: (seconds: number | null | undefined) => string;
  /** Tenths of a degree: "25.3 °C" / "25,3 °C" */
  celsius: (tenths: number | null | undefined) => string;
}

const cache = new Map<Locale, Formatters>();

export function formattersFor(locale: Locale): Formatters {
  let f = cache.get(locale);
  if (!f) {
    f = {
      locale,
      relativeTime: (ms, now) => formatRelativeTime(ms, now, locale),
      absoluteTime: (ms, timeZone) => formatAbsoluteTime(ms, timeZone, locale),
      unitLocalTime: (nowMs, location) => unitLocalTime(nowMs, location, locale),
      day: (day) => formatCalendarDay(day, locale),
      minutes: (m) => formatMinutes(m, locale),
      seconds: (s) => formatSeconds(s, locale),
      celsius: (t) => formatCelsius(t, locale),
    };
    cache.set(locale, f);
  }
  return f;
}

/** Stable per language, so it can sit in memo and effect dependencies. */
export function useFormat(): Formatters {
  return formattersFor(useLocale());
}
