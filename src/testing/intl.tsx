import type { ComponentType, ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import de from '@/app/i18n/catalog-de';
import nl from '@/app/i18n/catalog-nl';
import { mergeCatalogs } from '@/app/i18n/merge-catalogs';
import type { Locale } from '@/domain/locale';
import { makeIntl } from '@/lib/intl';

// Component tests render inside the app's react-intl setup: English by default (the defaultMessages,
// as in the app), or a language with its real catalog.
const intls = new Map<Locale, IntlShape>();

export function testIntl(locale: Locale = 'en'): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = makeIntl(locale, locale === 'en' ? {} : mergeCatalogs(locale === 'nl' ? nl : de));
    intls.set(locale, intl);
  }
  return intl;
}

type Wrapper = ComponentType<{ children: ReactNode }>;

/** `wrapper` (if any) inside the provider for `locale`. */
export function withIntl(wrapper?: Wrapper, locale: Locale = 'en'): Wrapper {
  const Inner = wrapper;
  return function IntlWrapper({ children }) {
    return (
      <RawIntlProvider value={testIntl(locale)}>
        {Inner ? <Inner>{children}</Inner> : children}
      </RawIntlProvider>
    );
  };
}
