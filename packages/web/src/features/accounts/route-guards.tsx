import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from './use-session';

interface ReturnState {
  from?: string;
}

/** Pages of a signed-in user; visitors go to log in and come back afterwards. */
export function RequireUser() {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies ReturnState} />;
  }
  return <Outlet />;
}

/**
 * Log in and sign up are for visitors. This is also what moves a person on once they are signed
 * in: the session cache gets the user, and this guard sends them where they were going.
 */
export function GuestOnly() {
  const user = useCurrentUser();
  const location = useLocation();
  if (user) {
    const from = (location.state as ReturnState | null)?.from;
    return <Navigate to={from?.startsWith('/') ? from : '/dashboard'} replace />;
  }
  return <Outlet />;
}
