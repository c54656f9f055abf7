import { type Loaner, messages } from '@labstock/shared';
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoanerLookup } from '../loaner/loaner-lookup';
import { loanerName } from '../loaner/loaner-name';
import { HandinDateField, useHandinDateChoice } from './handin-date-choice';
import { ReservationSummary } from './reservation-summary';
import { ReturnDateRefusal } from './return-date-refusal';
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
  const handout = useHandout(of, onClose);
  const date = useHandinDateChoice(undefined, handout.clearRefusal);
  const { handinDate } = date;

  const loanerId = reservation ? reservation.loanerId : foundLoaner?.loanerId;
  const mustForce = (reservation ? reservation.loaner : foundLoaner)?.hasOverdueLoans ?? false;

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
          <HandinDateField choice={date} fullWidth />
          <ReturnDateRefusal error={handout.refusal} onChoose={date.choose} />
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
