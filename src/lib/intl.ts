import { useSyncExternalStore } from 'react';
import {
  createIntl,
  createIntlCache,
  ReactIntlErrorCode,
  type IntlShape,
  type MessageFormatElement,
} from 'react-intl';
import type { Locale } from '@/domain/locale';

// The react-intl object the app shows (docs/decisions.md#languages). English needs no catalog:
// every message's English text is its defaultMessage. A Dutch or German catalog is downloaded
// when chosen; until it arrives the previous language stays on screen.

/** Message id → translated text, or its compiled form (the build precompiles catalogs). */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;
type CatalogLoader = (locale: Exclude<Locale, 'en'>) => Promise<Catalog>;

const cache = createIntlCache();
const catalogs = new Map<Locale, Catalog>([['en', {}]]);
let loadCatalog: CatalogLoader = () => Promise.resolve({});
let requested: Locale | undefined;
let shown: IntlShape | undefined;
const listeners = new Set<() => void>();

/** A missing translation falls back to English; the catalog test keeps catalogs complete. */
function onError(error: { code: string }): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  if (import.meta.env.DEV) console.error(error);
}

/** A react-intl object for `locale` with `messages` (tests build theirs with it too). */
export function makeIntl(locale: Locale, messages: Catalog): IntlShape {
  return createIntl({ locale, defaultLocale: 'en', messages, onError }, cache);
}

function show(locale: Locale, messages: Catalog): void {
  shown = makeIntl(locale, messages);
  document.documentElement.lang = locale;
  listeners.forEach((l) => l());
}

/** Where Dutch and German come from (src/app wires the lazy catalog chunks). */
export function configureCatalogs(loader: CatalogLoader): void {
  loadCatalog = loader;
}

/** Shows `locale` now if its catalog is here, else once it is downloaded (English if that fails). */
export function showLocale(locale: Locale): void {
  if (requested === locale) return;
  requested = locale;
  const ready = catalogs.get(locale);
  if (ready) return show(locale, ready);
  if (locale === 'en') return;
  loadCatalog(locale).then(
    (messages) => {
      catalogs.set(locale, messages);
      if (requested === locale) show(locale, messages);
    },
    () => {
      // Offline or a stale deploy: English beats a blank page; choosing again retries.
      if (requested !== locale) return;
      requested = undefined;
      show('en', {});
    },
  );
}

// Made on first use, not at import: the first Intl call loads ICU's data (24–39 ms in Chromium),
// which belongs in the task main.tsx gives it, not in the boot's module evaluation.
let english: IntlShape | undefined;

/** For text made outside React (toasts): the language on screen. */
export function currentIntl(): IntlShape {
  return shown ?? (english ??= makeIntl('en', {}));
}

/** The intl object on screen, undefined until the first language is ready. */
export function useShownIntl(): IntlShape | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}
