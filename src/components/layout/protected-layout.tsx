import type { ReactNode } from 'react';
import { RequireAuth } from './require-auth';
import { AppShell } from './app-shell';
import { IdentityScope } from './identity-scope';

/**
 * Every page but sign-in: loaded lazily so the sign-in page downloads only what it needs.
 * `children` are page-independent workers mounted by the app (alerts, fleet history, campaigns,
 * the offline fleet copy: src/app/background-hosts.tsx), only when signed in.
 */
export function ProtectedLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <IdentityScope />
      <AppShell />
      {children}
    </RequireAuth>
  );
}
