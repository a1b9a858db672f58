import type { IntlShape } from 'react-intl';
import type { Logbook } from '@/api/engine/work-orders';
import { toCsv } from '@/domain/csv';
import type { Locale } from '@/domain/locale';
import { entryDetails, kindText } from './entry-text';

// The logbook as CSV for an inspector: the entries in the chosen language, one row each.
export function logbookCsv(intl: IntlShape, book: Logbook, locale: Locale): string {
  return toCsv(
    ['serial', 'alias', 'day', 'entry', 'details', 'flagged', 'by'],
    book.entries.map((e) => [
      book.unit.serial,
      book.unit.alias,
      e.day,
      kindText(intl, e.kind),
      entryDetails(intl, e, locale),
      e.flagged,
      e.author ?? 'server',
    ]),
  );
}
