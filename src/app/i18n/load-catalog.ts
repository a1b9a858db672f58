import type { Locale } from '@/domain/locale';
import type { Catalog } from '@/lib/intl';
import { mergeCatalogs } from './merge-catalogs';

/** One lazy chunk per language (docs/decisions.md#languages). */
export function loadCatalog(locale: Exclude<Locale, 'en'>): Promise<Catalog> {
  const chunk = locale === 'nl' ? import('./catalog-nl') : import('./catalog-de');
  return chunk.then((m) => mergeCatalogs(m.default));
}
