import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query string and a setter of one parameter (empty removes it) that keeps the others
 * and replaces the history entry. Painted in the same task as the click (flushSync): inside a
 * transition a controlled checkbox would snap back until the router's render lands.
 */
export function useUrlParam(): [URLSearchParams, (key: string, value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (key: string, value: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true, flushSync: true },
      ),
    [setParams],
  );
  return [params, setParam];
}

/** An on/off filter kept in the query string as `key=1` (absent when off). */
export function useUrlFlag(key: string): [boolean, (on: boolean) => void] {
  const [params, setParam] = useUrlParam();
  const setOn = useCallback((on: boolean) => setParam(key, on ? '1' : undefined), [key, setParam]);
  return [params.get(key) === '1', setOn];
}
