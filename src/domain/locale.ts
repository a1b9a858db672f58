// The dashboard's languages (docs/decisions.md#languages): English is the source language and
// needs no catalog; Dutch and German are translated.

export const LOCALES = ['en', 'nl', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language in its own words: the Language select never translates these. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) we speak:
 * "nl-BE" → nl, "de-AT" → de; anything else, or none, → en.
 */
export function pickLocale(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
