import { setSharedMutationErrorHandler, sharedQueryClient } from '@/api/query-client';
import { describeError } from '@/components/ui/error-message';
import { showToast } from '@/components/ui/toaster';

/** The shared client, with failed mutations shown as a toast (DESIGN habit 6). */
export function queryClient() {
  setSharedMutationErrorHandler((error) => showToast(describeError(error)));
  return sharedQueryClient();
}
