import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/ui/toaster';
import { useStore } from '@/lib/create-store';
import { updateStore } from '@/lib/service-worker';
import { IntlRoot } from './i18n/intl-root';
import { createRouter } from './router';

// Downloaded only when a new version waits (docs/decisions.md#installable-app): sign-in JS stays small.
const UpdatePrompt = lazy(() =>
  import('@/components/layout/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

// The query client is provided by the signed-in layout (router.tsx): the sign-in page's first
// download carries neither it nor the query library.
export function App() {
  const [router] = useState(createRouter);
  const updateWaiting = useStore(updateStore) !== null;
  return (
    <IntlRoot>
      <RouterProvider router={router} />
      <Toaster />
      <Suspense>{updateWaiting && <UpdatePrompt />}</Suspense>
    </IntlRoot>
  );
}
