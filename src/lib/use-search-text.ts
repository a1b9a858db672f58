import { useEffect, useState } from 'react';

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
