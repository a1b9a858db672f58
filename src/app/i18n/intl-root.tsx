import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { showLocale, useShownIntl } from '@/lib/intl';
import { useChosenLocale } from '@/lib/locale';

/**
 * Gives the app the chosen language (docs/decisions.md#languages). English renders at once; a
 * Dutch or German first visit waits for its catalog chunk (no English flash), a later switch
 * keeps the old language on screen until the new catalog has arrived.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const chosen = useChosenLocale();
  useEffect(() => showLocale(chosen), [chosen]);
  const intl = useShownIntl();
  if (!intl) return null;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
