import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '../../lib/auth/require-roles';
import { forgetReturnPath, readReturnPath, rememberReturnPath } from '../../lib/auth/return-path';
import { completeSignOutReturn, isSignOutReturn } from '../../lib/auth/sign-out';
import { forgetSignedOut, isSignedOut } from '../../lib/auth/signed-out';
import { completeSsoRedirect, isSsoRedirectReturn } from '../../lib/auth/sso-sign-in';
import { useAuth } from '../../lib/auth/use-auth';
import { SignedOutScreen } from './components/signed-out-screen';
import { TokenFetchScreen } from './components/token-fetch-screen';

/**
 * /login (spec §2): fetches the product token when there is none, finishing a redirect sign-in (or taking the
 * sign-out's answer) first when the provider has just sent the browser back here; with roles known, goes on to where the user was heading.
 * A token without roles (first login) stays here under the missing-information form of the layout.
 * After Log out nothing starts by itself: the user is told they are signed out and signs in again with a button.
 */
export function Component() {
  const { roles, hasToken, refreshToken, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>();
  const [signedOut, setSignedOut] = useState(isSignedOut);
  const from = (location.state as LoginRedirectState | null)?.from;
  const [returnPath] = useState(() => from ?? readReturnPath() ?? '/Components');
  const signedIn = roles.length > 0;

  useEffect(() => {
    if (signedIn) forgetReturnPath();
    else if (from) rememberReturnPath(from);
  }, [signedIn, from]);

  useEffect(() => {
    if (hasToken) return;
    let active = true;
    const fetchToken = async () => {
      if (isSsoRedirectReturn(window.location.search)) {
        await completeSsoRedirect();
        await navigate('/login', { replace: true });
      } else if (isSignOutReturn(window.location.search)) {
        // Back from the provider's sign-out: take its answer and leave a clean address.
        await completeSignOutReturn().catch((failure: unknown) => console.warn('Sign-out answer not taken', failure));
        await navigate('/login', { replace: true });
      }
      if (!signedOut) await refreshToken();
    };
    fetchToken().catch((failure: unknown) => {
      console.error('Token fetch failed', failure);
      if (active) setError(failure);
    });
    return () => {
      active = false;
    };
  }, [hasToken, signedOut, refreshToken, navigate]);

  if (signedIn) return <Navigate to={returnPath} replace />;
  if (hasToken) return null;
  if (signedOut) {
    const signIn = () => {
      forgetSignedOut();
      setSignedOut(false);
    };
    return <SignedOutScreen onSignIn={signIn} />;
  }
  return <TokenFetchScreen error={error} onRefresh={() => window.location.reload()} onSignOut={() => void signOut()} />;
}
