import { useId } from 'react';
import { useIntl } from 'react-intl';
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
  const id = useId();
  const hintId = useId();
  return (
    <div className="min-w-0 basis-full sm:max-w-md sm:flex-1 sm:basis-auto">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {intl.formatMessage(messages.search)}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        className="mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
      />
      <span id={hintId} className="sr-only">
        {intl.formatMessage(messages.searchHint)}
      </span>
    </div>
  );
}
