import { lazy, Suspense } from 'react';
import { PageLoading } from '../components/page-loading';
import { useAuth } from '../lib/auth/use-auth';

const LoansScreen = lazy(() => import('../features/loans/route').then((module) => ({ default: module.Component })));
const CatalogueScreen = lazy(() =>
  import('./routes/components-route').then((module) => ({ default: module.Component })),
);

/** Spec §2 /Loans: Loaners (own loans) and Clerks (active loans) see the loans list; other roles the component list. */
export function LoansOrCatalogue() {
  const { isLoaner, isClerk } = useAuth();
  return <Suspense fallback={<PageLoading />}>{isLoaner || isClerk ? <LoansScreen /> : <CatalogueScreen />}</Suspense>;
}
