import { Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../../api/environment/lab-today';
import { useUpdateLoanSetting } from '../../../api/loan-setting/update-loan-setting';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api-error';

export interface HandinDateFormProps {
  /** yyyy-MM-dd; null when none could be loaded. */
  initialDate: string | null;
  /** yyyy-MM-dd: the last date the server takes (the longest loan from the lab's today); unknown when none loaded. */
  latestDate?: string;
  onClose(): void;
}

/**
 * The date and Confirm; the dialog closes once the save is over, whether or not it succeeded (spec §2), except when
 * the server refuses the date itself: then it stays open saying why, for another date.
 */
export function HandinDateForm({ initialDate, latestDate, onClose }: HandinDateFormProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(initialDate);
  const update = useUpdateLoanSetting();
  // The server refuses a default hand-in date before the lab's today or beyond the longest loan.
  const labToday = useLabToday();
  const refusal = dateRefusalOf(update.error);

  const choose = (next: string | null) => {
    setDate(next);
    // A refusal was about the date sent.
    update.reset();
  };
  const confirm = () => {
    if (!date) return;
    update.mutate(
      { defaultReturnDate: date },
      { onSuccess: onClose, onError: (error) => dateRefusalOf(error) === undefined && onClose() },
    );
  };

  return (
    <>
      <DialogContent>
        {/* Room for the outlined label: MUI removes the content's top padding below a title. */}
        <Box sx={{ pt: 1 }}>
          <DateField
            label={t('Handin date')}
            value={date}
            onChange={choose}
            minDate={labToday}
            maxDate={latestDate}
            helperText={t('*mm/dd/yyyy')}
            errorText={refusal}
            fullWidth
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={confirm} disabled={!date || refusal !== undefined || update.isPending} variant="contained">
          {t('Confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The server's words for a date it refused (a 400 on the date); undefined for any other failure. */
function dateRefusalOf(error: unknown): string | undefined {
  const refusals =
    error instanceof ApiError && error.status === 400 ? error.problem.errors?.defaultReturnDate : undefined;
  return refusals?.join(', ');
}
