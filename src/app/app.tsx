import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/ui/toaster';
import { useStore } from '@/lib/create-store';
import { updateStore } from '@/lib/service-worker';
import { IntlRoot } from './i18n/intl-root';
import type { AppRouter } from './router';

// Downloaded only when a new version waits (docs/decisions.md#installable-app): sign-in JS stays small.
const UpdatePrompt = lazy(() =>
  import('@/components/layout/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

// The query client is provided by the signed-in layout (router.tsx): the sign-in page's first
// download carries neither it nor the query library. The router is made before the first render,
// in a task of its own (main.tsx).
export function App({ router }: { router: AppRouter }) {
  const updateWaiting = useStore(updateStore) !== null;
  return (
    <IntlRoot>
      <RouterProvider router={router} />
      <Toaster />
      <Suspense>{updateWaiting && <UpdatePrompt />}</Suspense>
    </IntlRoot>
  );
}
