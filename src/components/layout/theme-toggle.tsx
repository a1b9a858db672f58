import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const order: ThemeChoice[] = ['system', 'light', 'dark'];
const labels: Record<ThemeChoice, string> = {
  system: 'Theme: system',
  light: 'Theme: light',
  dark: 'Theme: dark',
};
const icons: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾' };

export function ThemeToggle() {
  const choice = useThemeChoice();
  const next = order[(order.indexOf(choice) + 1) % order.length] ?? 'system';
  return (
    <button
      type="button"
      onClick={() => setThemeChoice(next)}
      className="rounded-md px-2 py-1.5 text-sm hover:bg-surface-strong"
      aria-label={`${labels[choice]} (switch to ${next})`}
      title={`${labels[choice]}. Click for ${next}.`}
    >
      <span aria-hidden>{icons[choice]}</span>
    </button>
  );
}
