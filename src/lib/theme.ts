import { useSyncExternalStore } from 'react';

// Dark mode follows the system unless the user picked one; the choice is kept per browser.
export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'sunbed-fleet.theme';
const listeners = new Set<() => void>();
const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

function readChoice(): ThemeChoice {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

let choice = readChoice();

export function applyTheme(): void {
  const dark = choice === 'dark' || (choice === 'system' && (media?.matches ?? false));
  document.documentElement.classList.toggle('dark', dark);
}

media?.addEventListener('change', applyTheme);

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  applyTheme();
  for (const l of listeners) l();
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => choice,
    () => choice,
  );
}
