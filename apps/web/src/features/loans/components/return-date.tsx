import WarningIcon from '@mui/icons-material/Warning';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, toIsoDate } from '../../../lib/dates';

/** A loan's return date (yyyy-MM-dd); past it, the word 'Overdue' and a warning icon in the error colour too. */
export function ReturnDate({ returnDate }: { returnDate: string }) {
  const { t } = useTranslation();
  if (returnDate >= toIsoDate(new Date())) return formatDate(returnDate);
  return (
    <Box component="span" sx={{ color: 'error.main', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {formatDate(returnDate)}
      <WarningIcon fontSize="small" aria-hidden />
      <span>{t('Overdue')}</span>
    </Box>
  );
}
