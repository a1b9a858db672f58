import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { Toaster } from '@/components/ui/toaster';
import { createRouter } from './router';

const Devtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })),
    )
  : () => null;

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <UpdatePrompt />
      <Suspense>
        <Devtools />
      </Suspense>
    </QueryClientProvider>
  );
}
