import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestQueryClient } from '@/testing/render-with-client';

// For component tests of panels that link (the Usage and Error timeline panels): a router and a
// fresh query client, and a fetch that answers every collection with the given documents.

export function renderPanel(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A service that answers every request with `docs` (the client filters the window again). */
export function answering(docs: readonly unknown[]): typeof fetch {
  return async () =>
    new Response(JSON.stringify(docs), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(docs.length) },
    });
}
