import { useIntl } from 'react-intl';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';
import { messages } from './messages';

const order: ThemeChoice[] = ['system', 'light', 'dark'];
const labels = {
  system: messages.themeSystem,
  light: messages.themeLight,
  dark: messages.themeDark,
} as const;
const names = {
  system: messages.themeNameSystem,
  light: messages.themeNameLight,
  dark: messages.themeNameDark,
} as const;
const icons: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾' };

export function ThemeToggle() {
  const intl = useIntl();
  const choice = useThemeChoice();
  const next = order[(order.indexOf(choice) + 1) % order.length] ?? 'system';
  const words = {
    current: intl.formatMessage(labels[choice]),
    next: intl.formatMessage(names[next]),
  };
  return (
    <button
      type="button"
      onClick={() => setThemeChoice(next)}
      className="rounded-md px-2 py-1.5 text-sm hover:bg-surface-strong"
      aria-label={intl.formatMessage(messages.themeSwitch, words)}
      title={intl.formatMessage(messages.themeTip, words)}
    >
      <span aria-hidden>{icons[choice]}</span>
    </button>
  );
}
