import type { IntlShape } from 'react-intl';
import { isLocale, type Locale } from '@/domain/locale';
import { makeIntl } from '@/lib/intl';

/**
 * English, for text built outside React that must stay English whatever is on screen (the CSV
 * export: data, not text on screen) and as the default of the text helpers (their tests read
 * English).
 */
export const ENGLISH_INTL: IntlShape = makeIntl('en', {});

/** The intl object's language, for the src/domain formatters. */
export function localeOf(intl: IntlShape): Locale {
  return isLocale(intl.locale) ? intl.locale : 'en';
}
