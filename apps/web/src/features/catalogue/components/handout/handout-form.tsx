import { type Component, type Loaner, messages } from '@labstock/shared';
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
import { useLoanSetting } from '../../../../api/loan-setting/get-loan-setting';
import { useHandoutAvailableComponent } from '../../../../api/loans/handout-available-component';
import { DateField } from '../../../../components/date-field';
import { errorText } from '../../../../lib/api-client';
import { toIsoDate } from '../../../../lib/dates';
import { useErrorNotification } from '../../../../lib/notify/use-error-notification';
import { useNotify } from '../../../../lib/notify/use-notify';
import { LoanerLookup } from './loaner-lookup';

export interface HandoutFormProps {
  component: Component;
  onDone(): void;
}

/**
 * The Clerk's hand-out of an available component: find the loaner, agree a hand-in date (prefilled with the
 * default), and tick 'force handout' when the loaner has overdue loans.
 */
export function HandoutForm({ component, onDone }: HandoutFormProps) {
  const { t } = useTranslation();
  const [loaner, setLoaner] = useState<Loaner | null>(null);
  const [force, setForce] = useState(false);
  // Undefined until the Clerk picks a date: the default from the settings shows meanwhile.
  const [chosenDate, setChosenDate] = useState<string | null>();
  const setting = useLoanSetting();
  useErrorNotification(setting.error, () => t(messages.defaultHandoutDateFetchFailed), 'info');
  const handout = useHandoutAvailableComponent(component.componentTypeId);
  const notify = useNotify();

  const handinDate = chosenDate === undefined ? (setting.data?.defaultReturnDate ?? null) : chosenDate;
  const mustForce = loaner?.hasOverdueLoans ?? false;

  const showLoaner = (found: Loaner | null) => {
    setLoaner(found);
    setForce(false);
  };

  const confirm = () => {
    if (!loaner || !handinDate) return;
    handout.mutate(
      { componentId: component.componentId, loanerId: loaner.loanerId, handinDate, force },
      {
        onSuccess: () => {
          notify(t(messages.success), 'success');
          onDone();
        },
        onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
      },
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <LoanerLookup onFound={showLoaner} />
          {loaner && (
            <Typography>
              {t('Loaner: {{name}} ({{auId}})', { name: `${loaner.firstName} ${loaner.lastName}`, auId: loaner.auId })}
            </Typography>
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
          <DateField
            label={t('Handin date')}
            value={handinDate}
            onChange={setChosenDate}
            minDate={toIsoDate(new Date())}
            requiredText={t(messages.handinDateUndefined)}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={handout.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!loaner || !handinDate || (mustForce && !force) || handout.isPending}
        >
          {t('Confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
