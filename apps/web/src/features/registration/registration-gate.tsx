import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { getUserManager } from '../../lib/auth/user-manager';

const MissingInformationDialog = lazy(() =>
  import('./components/missing-information-dialog').then((module) => ({ default: module.MissingInformationDialog })),
);

/** Spec §2/§4: a stored token without the Loaner role asks for the missing information (first login). */
export function RegistrationGate() {
  const { hasToken, isLoaner } = useAuth();
  const needsRegistration = hasToken && !isLoaner;
  useEffect(() => {
    // The dialog shows the SSO account's name and AU ID: the sign-in state loads alongside the dialog's code.
    if (needsRegistration) {
      getUserManager().catch((error: unknown) => console.error('Could not load the sign-in configuration', error));
    }
  }, [needsRegistration]);
  if (!needsRegistration) return null;
  return (
    <Suspense>
      <MissingInformationDialog />
    </Suspense>
  );
}
