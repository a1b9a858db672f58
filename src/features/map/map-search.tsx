import { useIntl } from 'react-intl';
import { SearchField } from '@/components/ui/search-field';
import { messages } from './messages';

/** The fleet search (same `q` as the fleet list): typed text reaches the URL without a history entry each. */
export function MapSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const intl = useIntl();
  return (
    <SearchField
      label={intl.formatMessage(messages.search)}
      placeholder={intl.formatMessage(messages.searchPlaceholder)}
      value={value}
      onChange={onChange}
      debounceMs={200}
      className="flex-1 sm:max-w-sm"
    />
  );
}
