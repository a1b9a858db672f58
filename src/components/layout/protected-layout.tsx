import { RequireAuth } from './require-auth';
import { AppShell } from './app-shell';

/** Every page but sign-in: loaded lazily so the sign-in page downloads only what it needs. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
