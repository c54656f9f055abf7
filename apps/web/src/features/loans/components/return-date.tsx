import WarningIcon from '@mui/icons-material/Warning';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/**
 * A loan's return date (yyyy-MM-dd); once the server says it is overdue (by the lab's calendar), the word 'Overdue'
 * and a warning icon in the error colour too.
 */
export function ReturnDate({ returnDate, isOverdue }: { returnDate: string; isOverdue: boolean }) {
  const { t } = useTranslation();
  if (!isOverdue) return formatDate(returnDate);
  return (
    <Box component="span" sx={{ color: 'error.main', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {formatDate(returnDate)}
      <WarningIcon fontSize="small" aria-hidden />
      <span>{t('Overdue')}</span>
    </Box>
  );
}
