import type { RoleName } from '@labstock/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './use-auth';

export interface LoginRedirectState {
  /** Where to go back to once a token is fetched. */
  from?: string;
}

/**
 * Route guard: renders the child routes when the user holds a role (one of `anyOf` when given).
 * Without any role the user goes to /login and comes back after the token fetch;
 * with roles but not the required one, /login sends them on to /Components.
 */
export function RequireRoles({ anyOf }: { anyOf?: readonly RoleName[] }) {
  const { roles } = useAuth();
  const location = useLocation();
  if (roles.length === 0) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (anyOf && !anyOf.some((role) => roles.includes(role))) return <Navigate to="/login" replace />;
  return <Outlet />;
}
