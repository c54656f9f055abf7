import { useTranslation } from 'react-i18next';
import { useUserLoans } from '../../api/loans/get-user-loans';
import { PageTitle } from '../../components/page-title';
import { usePaging } from '../../lib/paging/use-paging';
import { useLoggedError } from '../../lib/use-logged-error';
import { UserLoansTable } from './components/user-loans-table';

/** /UserLoans (Loaner): the user's own active loans, overdue ones marked. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePaging();
  const loans = useUserLoans(paging.query);
  // Spec §8: a failed loan list is only logged.
  useLoggedError(loans.error, 'Could not fetch loans');
  return (
    <>
      <PageTitle>{t('My loans')}</PageTitle>
      <UserLoansTable
        rows={loans.data?.data}
        totalCount={loans.data?.totalCount}
        loading={loans.isFetching}
        paging={paging}
      />
    </>
  );
}
