import type { Loan } from '@labstock/shared';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/** Extend, or the date already asked for while a Clerk has not decided: one request at a time. */
export function LoanExtensionCell({ loan, onExtend }: { loan: Loan; onExtend(loan: Loan): void }) {
  const { t } = useTranslation();
  if (loan.pendingExtension) {
    return (
      <Typography variant="body2">
        {t('Extension requested to {{date}}', { date: formatDate(loan.pendingExtension.requestedReturnDate) })}
      </Typography>
    );
  }
  return (
    <Button variant="outlined" size="small" startIcon={<EventRepeatIcon />} onClick={() => onExtend(loan)}>
      {t('Extend')}
    </Button>
  );
}
