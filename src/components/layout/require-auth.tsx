import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/lib/use-session-token';

/** Any route while signed out shows sign-in, which brings the user back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const location = useLocation();
  if (token === null) {
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  }
  return children;
}
