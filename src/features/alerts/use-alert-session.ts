import { useSyncExternalStore } from 'react';
import { initialAlertState, type AlertState } from '@/domain/alerts/alert-engine';
import { useStore } from '@/lib/create-store';
import { alertSessionStore, type AlertSession } from './alert-session';

const EMPTY: AlertState = initialAlertState(0, 1);
const noop = () => () => undefined;

/** The running session (null while the identity or storage is still opening) and its state. */
export function useAlertSession(): { session: AlertSession | null; state: AlertState } {
  const session = useStore(alertSessionStore);
  const state = useSyncExternalStore(
    session ? (l) => session.runner.subscribe(l) : noop,
    () => session?.runner.getState() ?? EMPTY,
  );
  return { session, state };
}
