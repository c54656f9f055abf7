import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { LoanOverdueChip } from './loan-overdue-chip';

export interface ReturnDateCellProps {
  returnDate: string;
  isOverdue: boolean;
  /** How many times the return date was moved later. */
  extensions: number;
}

/** The return date, with the overdue warning once the server says it has passed (by the lab's calendar). */
export function ReturnDateCell({ returnDate, isOverdue, extensions }: ReturnDateCellProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{formatDate(returnDate)}</span>
      {isOverdue && <LoanOverdueChip />}
      {extensions > 0 && (
        <Typography variant="body2" color="text.secondary" component="span">
          {t('Extended {{count}} time(s)', { count: extensions })}
        </Typography>
      )}
    </Stack>
  );
}
