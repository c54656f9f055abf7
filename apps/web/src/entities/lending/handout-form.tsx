import { type Loaner, messages } from '@labstock/shared';
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../api/environment/lab-today';
import { useLoanSetting } from '../../api/loan-setting/get-loan-setting';
import { DateField } from '../../components/date-field';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { LoanerLookup } from '../loaner/loaner-lookup';
import { loanerName } from '../loaner/loaner-name';
import { ReservationSummary } from './reservation-summary';
import { type HandoutOf, useHandout } from './use-handout';

export type HandoutFormProps = HandoutOf & { onClose(): void };

/**
 * The Clerk's hand-out (spec §4): a reservation to its loaner, or an available component to a loaner found by
 * Au id; a hand-in date prefilled with the default; and for a loaner with overdue loans the 'force handout'
 * tick the server insists on too.
 */
export function HandoutForm({ onClose, ...of }: HandoutFormProps) {
  const { t } = useTranslation();
  const reservation = 'reservation' in of ? of.reservation : null;
  const [foundLoaner, setFoundLoaner] = useState<Loaner | null>(null);
  const [force, setForce] = useState(false);
  // Undefined until the Clerk picks a date: the default from the settings shows meanwhile.
  const [chosenDate, setChosenDate] = useState<string | null>();
  const setting = useLoanSetting();
  // Spec §8: an info only; the date then starts empty.
  useErrorNotification(setting.error, () => t(messages.defaultHandoutDateFetchFailed), 'info');
  const handout = useHandout(of, onClose);
  // The first return date the server takes: the lab's today, whatever day the Clerk's browser is on.
  const labToday = useLabToday();

  const loanerId = reservation ? reservation.loanerId : foundLoaner?.loanerId;
  const mustForce = (reservation ? reservation.loaner : foundLoaner)?.hasOverdueLoans ?? false;
  const handinDate = chosenDate === undefined ? (setting.data?.defaultReturnDate ?? null) : chosenDate;

  const showLoaner = (found: Loaner | null) => {
    setFoundLoaner(found);
    setForce(false);
  };

  const confirm = () => {
    if (loanerId === undefined || !handinDate) return;
    handout.send({ loanerId, handinDate, force });
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {reservation ? (
            <ReservationSummary reservation={reservation} />
          ) : (
            <>
              <LoanerLookup onFound={showLoaner} />
              {foundLoaner && (
                <Typography>
                  {t('Loaner: {{name}} ({{auId}})', { name: loanerName(foundLoaner), auId: foundLoaner.auId })}
                </Typography>
              )}
            </>
          )}
          {mustForce && (
            <>
              <Alert severity="warning">{t(messages.loanerHasOverdueLoans)}</Alert>
              <FormControlLabel
                control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
                label={t('force handout')}
              />
            </>
          )}
          {setting.isPending ? (
            <LinearProgress aria-label={t('Loading default handin date')} />
          ) : (
            <DateField
              label={t('Handin date')}
              value={handinDate}
              onChange={setChosenDate}
              minDate={labToday}
              requiredText={t(messages.handinDateUndefined)}
              fullWidth
            />
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
          disabled={loanerId === undefined || !handinDate || (mustForce && !force) || handout.isPending}
        >
          {t('Confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
