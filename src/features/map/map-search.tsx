import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

/** The fleet search (same `q` as the fleet list): typed text reaches the URL without a history entry each. */
export function MapSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const t = window.setTimeout(() => onChange(text), 200);
    return () => window.clearTimeout(t);
  }, [text, value, onChange]);
  return (
    <div className="min-w-0 flex-1 sm:max-w-sm">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {intl.formatMessage(messages.search)}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        className="mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
      />
    </div>
  );
}
