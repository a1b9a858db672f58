import { createStore, useStore } from './create-store';

// Dark mode follows the system unless the user picked one; the choice is kept per browser.
export type ThemeChoice = 'system' | 'light' | 'dark';
const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

const choice = createStore<ThemeChoice>('system', {
  key: 'sunbed-fleet.theme',
  parse: (v) => (v === 'light' || v === 'dark' ? v : 'system'),
  serialize: (v) => (v === 'system' ? null : v),
});

// The theme on screen, for what cannot read the CSS tokens (the map's canvas).
const dark = createStore(false);

export function applyTheme(): void {
  const c = choice.get();
  const isDark = c === 'dark' || (c === 'system' && (media?.matches ?? false));
  document.documentElement.classList.toggle('dark', isDark);
  dark.set(isDark);
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

/** Whether the page is drawn dark (the user's choice, or the system's when they chose none). */
export function useIsDark(): boolean {
  return useStore(dark);
}
