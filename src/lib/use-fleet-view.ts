import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseFleetView, writeFleetView, type FleetView } from '@/domain/fleet/fleet-view';

/**
 * The fleet view read from and written to the URL. Typing in the search box replaces the
 * history entry (no entry per keystroke); filter and sort changes push one, so Back undoes them.
 */
export function useFleetView(): [
  FleetView,
  (next: FleetView, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseFleetView(params), [params]);
  const setView = useCallback(
    (next: FleetView, options: { replace?: boolean } = {}) =>
      setParams(
        (prev) => writeFleetView(next, prev), // flushSync: a checkbox or select shows its new state in the same task as the click.
        { replace: options.replace ?? false, flushSync: true },
      ),
    [setParams],
  );
  return [view, setView];
}
