import type { ReactNode } from 'react';
import { RequireAuth } from './require-auth';
import { AppShell } from './app-shell';
import { OfflineFleetHost } from './offline-fleet-host';

/**
 * Every page but sign-in: loaded lazily so the sign-in page downloads only what it needs.
 * OfflineFleetHost keeps the fleet for offline viewing (docs/decisions.md#installable-app).
 * `children` are page-independent workers mounted by the app (the alerts runner), only when
 * signed in.
 */
export function ProtectedLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <AppShell />
      <OfflineFleetHost />
      {children}
    </RequireAuth>
  );
}
