import { messages, type Reservation } from '@labstock/shared';
import { Alert, Button, Checkbox, DialogActions, DialogContent, FormControlLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandoutReservation } from '../../../api/loans/handout-reservation';
import { DateField } from '../../../components/date-field';
import { errorText } from '../../../lib/api-error';
import { toIsoDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';
import { ReservationSummary } from './reservation-summary';

export interface HandoutFormProps {
  reservation: Reservation;
  /** The default hand-in date (yyyy-MM-dd), or null when it could not be read. */
  initialDate: string | null;
  onClose(): void;
}

/** The hand-in date, and for a loaner with overdue loans the 'force handout' tick the server insists on too. */
export function HandoutForm({ reservation, initialDate, onClose }: HandoutFormProps) {
  const { t } = useTranslation();
  const [handinDate, setHandinDate] = useState(initialDate);
  const [force, setForce] = useState(false);
  const handout = useHandoutReservation();
  const notify = useNotify();
  const overdue = reservation.loaner?.hasOverdueLoans ?? false;

  const confirm = () => {
    if (!handinDate) return;
    handout.mutate(
      {
        reservationId: reservation.reservationId,
        componentId: reservation.component.componentId,
        loanerId: reservation.loanerId,
        handinDate,
        force,
      },
      {
        onSuccess: () => {
          notify(t(messages.reservationHandoutSuccessful), 'success');
          onClose();
        },
        onError: (error) => notify(`${t(messages.reservationHandoutUnsuccessful)} ${errorText(error)}`, 'error'),
      },
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <ReservationSummary reservation={reservation} />
          <DateField
            label={t('Handin date')}
            value={handinDate}
            onChange={setHandinDate}
            minDate={toIsoDate(new Date())}
            requiredText={t(messages.handinDateUndefined)}
            fullWidth
          />
          {overdue && (
            <>
              <Alert severity="warning">{t(messages.loanerHasOverdueLoans)}</Alert>
              <FormControlLabel
                control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
                label={t('force handout')}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={handout.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!handinDate || (overdue && !force) || handout.isPending}
        >
          {t('Confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
