import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/domain/locale';
import { setLocale, useChosenLocale } from '@/lib/locale';
import { Select } from '@/components/ui/select';
import { messages } from './messages';

/** The Language select (docs/decisions.md#languages): each language named in its own words. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const chosen = useChosenLocale();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-fg-muted">
        {intl.formatMessage(messages.language)}
      </label>
      <Select
        id={id}
        value={chosen}
        onChange={(e) => {
          if (isLocale(e.target.value)) setLocale(e.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </div>
  );
}
