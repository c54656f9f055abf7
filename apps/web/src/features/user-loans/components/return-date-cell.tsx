import { Stack } from '@mui/material';
import { formatDate } from '../../../lib/dates';
import { LoanOverdueChip } from './loan-overdue-chip';

/** The return date, with the overdue warning once the server says it has passed (by the lab's calendar). */
export function ReturnDateCell({ returnDate, isOverdue }: { returnDate: string; isOverdue: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{formatDate(returnDate)}</span>
      {isOverdue && <LoanOverdueChip />}
    </Stack>
  );
}
