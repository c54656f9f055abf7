import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import type { CalibrationDue } from './calibration-due';

/** A unit's due day, marked in words (not by colour alone) when it is overdue or within the coming days. */
export function CalibrationDueText({ due }: { due: CalibrationDue }) {
  const { t } = useTranslation();
  if (due.state === 'never') return t('Never calibrated');
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {formatDate(due.dueOn)}
      {due.state === 'overdue' && <Chip size="small" color="error" label={t('Overdue')} />}
      {due.state === 'soon' && <Chip size="small" color="warning" label={t('Due soon')} />}
    </Box>
  );
}
