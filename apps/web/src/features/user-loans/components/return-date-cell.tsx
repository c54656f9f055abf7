import { Stack } from '@mui/material';
import { formatDate } from '../../../lib/dates';
import { isLoanOverdue } from '../is-loan-overdue';
import { LoanOverdueChip } from './loan-overdue-chip';

/** The return date, with the overdue warning once it has passed. */
export function ReturnDateCell({ returnDate }: { returnDate: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{formatDate(returnDate)}</span>
      {isLoanOverdue(returnDate) && <LoanOverdueChip />}
    </Stack>
  );
}
