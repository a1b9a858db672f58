import { useSyncExternalStore } from 'react';
import { session } from './session';

export function useSessionToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
}
