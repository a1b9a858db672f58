import { useEffect, useEffectEvent, useState } from 'react';

const COMMIT_DELAY_MS = 250;

/**
 * The search text lives in local state so each keystroke filters at once; it reaches the URL
 * after a short pause (one history entry per search, not per key). A URL change made elsewhere
 * (Back, Clear filters, a link) replaces the text; our own echo does not.
 */
export function useSearchText(
  urlQuery: string,
  commit: (q: string) => void,
  delayMs = COMMIT_DELAY_MS,
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
  // The latest callback without restarting the pause when the caller passes a new one.
  const onCommit = useEffectEvent(commit);
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => {
      setCommitted(text);
      onCommit(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);
  return [text, setText];
}
