import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/ui/toaster';
import { useStore } from '@/lib/create-store';
import { updateStore } from '@/lib/service-worker';
import { createRouter } from './router';

const Devtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })),
    )
  : () => null;

// Downloaded only when a new version waits (docs/decisions.md#installable-app): sign-in JS stays small.
const UpdatePrompt = lazy(() =>
  import('@/components/layout/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createRouter);
  const updateWaiting = useStore(updateStore) !== null;
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <Suspense>{updateWaiting && <UpdatePrompt />}</Suspense>
      <Suspense>
        <Devtools />
      </Suspense>
    </QueryClientProvider>
  );
}
