import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useShell } from '../app/shell';

/** Spec 000 §2: an unauthenticated visitor goes to /login with the original path and search as `redirect`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useShell();
  const location = useLocation();
  if (!user) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <>{children}</>;
}
