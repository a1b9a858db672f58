import type { Catalog } from '@/lib/intl';

/** One language's catalog from every folder's `messages.<lang>.json` (ids never collide: each
 *  folder owns its prefix; src/app/i18n/catalogs.test.ts checks). */
export function mergeCatalogs(files: Record<string, Catalog>): Catalog {
  return Object.assign({}, ...Object.values(files)) as Catalog;
}
