import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { AppSplash } from './app-splash';
import { isSignInRedirectHeld } from '../lib/sign-in-redirect';

/** Spec section 2: /, /login and /register are for signed-out visitors; signed-in users go to /home. */
export function VisitorOnly() {
  const { isRestored, isAuthenticated } = useSession();
  if (!isRestored) return <AppSplash />;
  return isAuthenticated && !isSignInRedirectHeld() ? <Navigate to="/home" replace /> : <Outlet />;
}

/** Every other route needs a session; signed-out visitors go to /login. */
export function RequireAuth() {
  const { isRestored, isAuthenticated } = useSession();
  const location = useLocation();
  if (!isRestored) return <AppSplash />;
  return isAuthenticated ? (
    <Outlet />
  ) : (
    <Navigate to="/login" replace state={{ from: location.pathname }} />
  );
}
