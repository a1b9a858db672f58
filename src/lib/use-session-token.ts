import { useStore } from '@/lib/create-store';
import { sessionStore } from './session';

export function useSessionToken(): string | null {
  return useStore(sessionStore, (s) => s.token);
}
