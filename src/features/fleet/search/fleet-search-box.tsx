import { useIntl } from 'react-intl';
import { SearchField } from '@/components/ui/search-field';
import { messages } from '../messages';

export function FleetSearchBox({
  value,
  onChange,
  onFocus,
}: {
  value: string;
  onChange: (q: string) => void;
  /** The search is about to be used: a chance to prepare it before the first key. */
  onFocus?: () => void;
}) {
  const intl = useIntl();
  return (
    <SearchField
      label={intl.formatMessage(messages.search)}
      hint={intl.formatMessage(messages.searchHint)}
      placeholder={intl.formatMessage(messages.searchPlaceholder)}
      value={value}
      onChange={onChange}
      onFocus={onFocus}
      className="basis-full sm:max-w-md sm:flex-1 sm:basis-auto"
    />
  );
}
