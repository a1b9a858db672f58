import { isLocale, pickLocale, type Locale } from '@/domain/locale';
import { createStore, useStore } from './create-store';

// The chosen language (docs/decisions.md#languages): the browser's languages until the user picks
// one in the Language select; the pick is kept per browser and followed across its tabs.
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

const choice = createStore<Locale>('en', {
  key: 'sunbed-fleet.locale',
  parse: (raw) => (isLocale(raw) ? raw : pickLocale(browserLanguages())),
  serialize: (value) => value,
});

export const localeStore = { get: choice.get, subscribe: choice.subscribe };

export function setLocale(next: Locale): void {
  choice.set(next);
}

/** The language the user wants; the text shows in it once its catalog is loaded. */
export function useChosenLocale(): Locale {
  return useStore(choice);
}
