import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth/use-auth';

const MissingInformationDialog = lazy(() =>
  import('./components/missing-information-dialog').then((module) => ({ default: module.MissingInformationDialog })),
);

/** Spec §2/§4: a stored token without the Loaner role asks for the missing information (first login). */
export function RegistrationGate() {
  const { hasToken, isLoaner } = useAuth();
  if (!hasToken || isLoaner) return null;
  return (
    <Suspense>
      <MissingInformationDialog />
    </Suspense>
  );
}
