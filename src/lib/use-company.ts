import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The company lives in the URL (`?company=`); none means all (docs/decisions.md#companies). */
export function useCompany(): string | undefined {
  const [params] = useSearchParams();
  return params.get('company') || undefined;
}

/** Switches company on the current page, keeping the other query parameters. */
export function useSetCompany(): (company: string | undefined) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (company) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (company) next.set('company', company);
          else next.delete('company');
          return next;
        },
        // Render the new company in the same task as the URL change: a transition would leave
        // a frame where the URL (and switcher) say the new company but the old rows are painted.
        { flushSync: true },
      ),
    [setParams],
  );
}
