import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** A fresh client per test: no retries (a failure shows at once), nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

export function renderHookWithClient<Result, Props>(
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> & { client?: QueryClient } = {},
) {
  const { client = createTestQueryClient(), ...rest } = options;
  return { ...renderHook(hook, { ...rest, wrapper: wrapperFor(client) }), client };
}

export function renderWithClient(
  ui: ReactElement,
  { client = createTestQueryClient() }: { client?: QueryClient } = {},
) {
  return { ...render(ui, { wrapper: wrapperFor(client) }), client };
}
