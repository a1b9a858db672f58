import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/ui/toaster';
import { IntlRoot } from './i18n/intl-root';
import { createRouter } from './router';

// The query client is provided by the signed-in layout (router.tsx): the sign-in page's first
// download carries neither it nor the query library.
export function App() {
  const [router] = useState(createRouter);
  return (
    <IntlRoot>
      <RouterProvider router={router} />
      <Toaster />
    </IntlRoot>
  );
}
