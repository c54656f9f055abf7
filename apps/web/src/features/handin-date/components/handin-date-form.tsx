import { Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../../api/environment/lab-today';
import { useUpdateLoanSetting } from '../../../api/loan-setting/update-loan-setting';
import { DateField } from '../../../components/date-field';

export interface HandinDateFormProps {
  /** yyyy-MM-dd; null when none could be loaded. */
  initialDate: string | null;
  onClose(): void;
}

/** The date and Confirm; the dialog closes once the save is over, whether or not it succeeded (spec §2). */
export function HandinDateForm({ initialDate, onClose }: HandinDateFormProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(initialDate);
  const update = useUpdateLoanSetting();
  // The server refuses a default hand-in date before the lab's today.
  const labToday = useLabToday();

  const confirm = () => {
    if (date) update.mutate({ defaultReturnDate: date }, { onSettled: onClose });
  };

  return (
    <>
      <DialogContent>
        {/* Room for the outlined label: MUI removes the content's top padding below a title. */}
        <Box sx={{ pt: 1 }}>
          <DateField
            label={t('Handin date')}
            value={date}
            onChange={setDate}
            minDate={labToday}
            helperText={t('*mm/dd/yyyy')}
            fullWidth
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={confirm} disabled={!date || update.isPending} variant="contained">
          {t('Confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
