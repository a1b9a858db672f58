import type { ReactNode } from 'react';
import { RequireAuth } from './require-auth';
import { AppShell } from './app-shell';

/**
 * Every page but sign-in: loaded lazily so the sign-in page downloads only what it needs.
 * `children` are page-independent workers mounted by the app (the alerts runner), only when
 * signed in.
 */
export function ProtectedLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <AppShell />
      {children}
    </RequireAuth>
  );
}
