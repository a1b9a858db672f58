import { clearToasts } from '@/components/ui/toaster';
import { alertCountStore } from '@/lib/alert-count';
import {
  activeIdentityStore,
  removeIdentityLocalData,
  resetIdentityStores,
} from '@/lib/identity-store';
import type { SessionEnd } from '@/lib/session';

// What a tab does when its session ends (sign-out here or in another tab, a 401):
// requests in flight are cancelled and every cached document forgotten, module stores are reset,
// and unless the session was remembered the identity's browser data goes
// (docs/decisions.md#fleet-history). RequireAuth then shows sign-in; the hosts unmount, which
// stops the runners and pollers.

export async function handleSessionEnd(end: SessionEnd): Promise<void> {
  const key = activeIdentityStore.get();
  activeIdentityStore.set(null);
  if (key && !end.remembered) removeIdentityLocalData(key);
  else resetIdentityStores();
  alertCountStore.set(0);
  clearToasts();
  // Loaded on demand (keeps idb and the query library off the sign-in page): a tab that used them
  // has them loaded already.
  const tasks: Promise<unknown>[] = [
    import('@/api/query-client').then(({ sharedQueryClient }) => {
      const queryClient = sharedQueryClient();
      void queryClient.cancelQueries();
      queryClient.clear();
    }),
  ];
  if (!end.remembered)
    tasks.push(import('@/lib/identity-db').then((m) => m.deleteOpenedIdentityDatabases()));
  await Promise.all(tasks);
}
