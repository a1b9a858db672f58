import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readLogFilters, writeLogFilters, type LogFilterState } from './log-filters';

/** The log browser's filters, read from and written to the URL (shareable, back button works). */
export function useLogFilters(): [
  LogFilterState,
  (patch: Partial<LogFilterState>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Re-created only when the query string changes, so consumers can memoize on it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => readLogFilters(params), [key]);
  const update = useCallback(
    (patch: Partial<LogFilterState>, options?: { replace?: boolean }) =>
      setParams((prev) => writeLogFilters(prev, patch), {
        replace: options?.replace ?? false,
        flushSync: true,
      }),
    [setParams],
  );
  return [state, update];
}
