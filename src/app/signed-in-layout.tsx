import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ProtectedLayout } from '@/components/layout/protected-layout';
import { BackgroundHosts } from './background-hosts';
import { EngineHost } from './engine-host';
import { queryClient } from './query';

const Devtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })),
    )
  : () => null;

/**
 * Every signed-in page: the query client, the app shell and the background work. Loaded lazily
 * (router.tsx): the sign-in page's first download carries neither it nor the query library.
 */
export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient()}>
      <ProtectedLayout>
        <BackgroundHosts />
        <EngineHost />
      </ProtectedLayout>
      <Suspense>
        <Devtools />
      </Suspense>
    </QueryClientProvider>
  );
}
