import { createStore, useStore } from './create-store';

// Dark mode follows the system unless the user picked one; the choice is kept per browser.
export type ThemeChoice = 'system' | 'light' | 'dark';
const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

const choice = createStore<ThemeChoice>('system', {
  key: 'sunbed-fleet.theme',
  parse: (v) => (v === 'light' || v === 'dark' ? v : 'system'),
  serialize: (v) => (v === 'system' ? null : v),
});

export function applyTheme(): void {
  const c = choice.get();
  const dark = c === 'dark' || (c === 'system' && (media?.matches ?? false));
  document.documentElement.classList.toggle('dark', dark);
}

media?.addEventListener('change', applyTheme);
// Also applies a choice made in another tab of this browser.
choice.subscribe(applyTheme);

export function setThemeChoice(next: ThemeChoice): void {
  choice.set(next);
}

export function useThemeChoice(): ThemeChoice {
  return useStore(choice);
}
