import type { Loan } from '@labstock/shared';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { ExtendLoanButton } from './extend-loan-button';

/** Extend, or the date already asked for while a Clerk has not decided: one request at a time. */
export function LoanExtensionCell({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  if (loan.pendingExtension) {
    return (
      <Typography variant="body2">
        {t('Extension requested to {{date}}', { date: formatDate(loan.pendingExtension.requestedReturnDate) })}
      </Typography>
    );
  }
  return <ExtendLoanButton loan={loan} />;
}
