// Numbers as people type them in their language: "3,0" in Dutch or German is 3.0.
import type { Locale } from '../locale';

const PLAIN = /^[-+]?\d+(\.\d+)?$/;
const GROUPED_POINT = /^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const GROUPED_COMMA = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * The number in `text`, or undefined when it is not one. Dutch/German: a comma is the decimal
 * separator ("0,25", "1.250,5"); a lone point is read as a decimal point too, since people type
 * "0.25" on any keyboard. English: a point; a comma only groups thousands ("1,250.5"), so "3,0"
 * is refused rather than guessed.
 */
export function parseLocalNumber(text: string, locale: Locale): number | undefined {
  const t = text.trim().replace(/\s/g, '').replace('\u2212', '-');
  if (!t) return undefined;
  let plain: string | undefined;
  if (PLAIN.test(t)) plain = t;
  else if (locale === 'en') {
    if (GROUPED_COMMA.test(t)) plain = t.replaceAll(',', '');
  } else if (/^[-+]?\d+,\d+$/.test(t)) plain = t.replace(',', '.');
  else if (GROUPED_POINT.test(t)) plain = t.replaceAll('.', '').replace(',', '.');
  if (plain === undefined) return undefined;
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
}

/** A whole number ("2"); undefined for "2,5" or text. */
export function parseLocalInteger(text: string, locale: Locale): number | undefined {
  const n = parseLocalNumber(text, locale);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}
