import { type Booking, type ComponentRefusal, messages } from '@labstock/shared';
import {
  Alert,
  Checkbox,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnDateRefusalOf } from '../../../api/claim-conflict';
import { useLoanSetting } from '../../../api/loan-setting/get-loan-setting';
import { refusedComponents, useBatchHandout } from '../../../api/loans/batch-handout';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { setAsideNumbers } from '../../../entities/booking/set-aside-numbers';
import { type HandinDateChoice, HandinDateField } from '../../../entities/lending/handin-date-choice';
import { ReturnDateRefusal } from '../../../entities/lending/return-date-refusal';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { ApiError, errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

export interface HandoutBookingDialogProps {
  booking: Booking;
  onClose(): void;
}

/**
 * A ready booking handed out in one step (LENDING.md "Bookings ahead"): its set-aside units go to the booker in one
 * batch, until the booking's last day unless the Clerk picks another return date.
 */
export function HandoutBookingDialog({ booking, onClose }: HandoutBookingDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const handout = useBatchHandout();
  // Undefined until the Clerk picks a date: the booking's `to` meanwhile.
  const [chosenDate, setChosenDate] = useState<string | null>();
  const [force, setForce] = useState(false);
  // The server may know of an overdue loan the list did not (one fell due since it was fetched).
  const [overdueTold, setOverdueTold] = useState(false);
  // The units the last try was refused for, when the dialog itself can say more than a notice.
  const [refusedUnits, setRefusedUnits] = useState<ComponentRefusal[]>([]);
  // The default hand-in date plays no part here, but the setting names the last date the server takes.
  const latestDate = useLoanSetting().data?.latestReturnDate;
  const date: HandinDateChoice = {
    handinDate: chosenDate === undefined ? booking.to : chosenDate,
    latestDate,
    choose: (next) => {
      setChosenDate(next);
      setRefusedUnits([]);
      handout.reset();
    },
    reset: () => setChosenDate(undefined),
    loading: false,
  };
  const { handinDate } = date;
  const { loaner } = booking;
  const mustForce = (loaner?.hasOverdueLoans ?? false) || overdueTold;
  const numberOf = (componentId: number) =>
    booking.setAside.find((unit) => unit.componentId === componentId)?.componentNumber;

  const confirm = () => {
    if (!loaner || !handinDate || (mustForce && !force)) return;
    setRefusedUnits([]);
    handout.mutate(
      {
        loanerId: loaner.loanerId,
        handinDate,
        force,
        componentIds: booking.setAside.map((unit) => unit.componentId),
      },
      {
        onSuccess: ({ loans }) => {
          notify(
            t('Handed out {{count}} component(s) to {{name}}.', { count: loans.length, name: loanerName(loaner) }),
            'success',
          );
          onClose();
        },
        onError: (error) => {
          const components = refusedComponents(error);
          if (error instanceof ApiError && error.problem.detail === messages.loanerHasOverdueLoans) {
            setOverdueTold(true);
          }
          // The dialog says it where the Clerk acts on it (an alert, read out as one); anything else is a notice.
          if (components.length > 0) setRefusedUnits(components);
          else if (!returnDateRefusalOf(error)) notify(errorText(error), 'error');
        },
      },
    );
  };

  return (
    <Dialog open onClose={handout.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Hand out booking')}</DialogTitle>
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('{{quantity}} × {{type}} for {{loaner}}', {
                quantity: booking.quantity,
                type: booking.componentTypeName,
                loaner: loanerName(loaner, { withAuId: true }),
              })}
            </DialogContentText>
            <Typography>{t('Units to fetch: {{numbers}}', { numbers: setAsideNumbers(booking.setAside) })}</Typography>
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
            <ReturnDateRefusal error={returnDateRefusalOf(handout.error)} onChoose={date.choose} />
            {refusedUnits.length > 0 && (
              <Alert severity="error">
                {t('Nothing was handed out:')}
                <ul>
                  {refusedUnits.map(({ componentId, reason }) => (
                    <li key={componentId}>{`#${numberOf(componentId) ?? componentId}: ${reason}`}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={handout.isPending}
          incomplete={!loaner || !handinDate || (mustForce && !force)}
        />
      </DialogForm>
    </Dialog>
  );
}
