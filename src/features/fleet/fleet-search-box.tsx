import { useEffect, useId, useState } from 'react';

const COMMIT_DELAY_MS = 250;

/**
 * The search text lives in local state so each keystroke filters at once; it reaches the URL
 * after a short pause (one history entry per search, not per key). A URL change made elsewhere
 * (Back, Clear filters, a link) replaces the text; our own echo does not.
 */
export function useSearchText(
  urlQuery: string,
  commit: (q: string) => void,
): [string, (q: string) => void] {
  const [text, setText] = useState(urlQuery);
  const [committed, setCommitted] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== committed) {
      setCommitted(urlQuery);
      setText(urlQuery);
    }
  }
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => {
      setCommitted(text);
      commit(text);
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, committed, commit]);
  return [text, setText];
}

export function FleetSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (q: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="min-w-0 basis-full sm:max-w-md sm:flex-1 sm:basis-auto">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        Search
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Serial, alias, model or city"
        className="mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
      />
      <span id={hintId} className="sr-only">
        Matches serial, alias, model and city; every word must match.
      </span>
    </div>
  );
}
