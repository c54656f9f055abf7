import type { Booking, Loaner } from '@labstock/shared';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateBooking } from '../../../api/bookings/create-booking';
import { claimConflictOf } from '../../../api/claim-conflict';
import { useLabToday } from '../../../api/environment/lab-today';
import { DateField } from '../../../components/date-field';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { ComponentTypePicker } from '../../../entities/component-type/component-type-picker';
import { LoanerLookup } from '../../../entities/loaner/loaner-lookup';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { validationText } from '../../../lib/api-error';
import { formatDate, parseIsoDate, toIsoDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';
import { useSmallScreen } from '../../../lib/use-small-screen';

interface Period {
  from: string | null;
  to: string | null;
}

/** The same number of days as `period`, starting on `from` (one day when the period is not whole). */
function movedTo({ from, to }: Period, earliestFrom: string): { from: string; to: string } {
  const start = parseIsoDate(earliestFrom) as Date;
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  const length = first && last ? Math.max(0, differenceInCalendarDays(last, first)) : 0;
  return { from: earliestFrom, to: toIsoDate(addDays(start, length)) };
}

/** The week from the lab's today on; empty until the server has told the lab's today. */
function firstWeek(labToday: string | undefined): Period {
  const today = parseIsoDate(labToday);
  return today && labToday ? { from: labToday, to: toIsoDate(addDays(today, 6)) } : { from: null, to: null };
}

/**
 * A Clerk's booking for a loaner (a class's kits, LENDING.md "Bookings ahead"): the loaner by AU id, the type, how
 * many and the period. The server holds the Admin's limits but not the Loaner's quantity limit; a conflict offers
 * the earliest period that works.
 */
export function NewBookingDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const labToday = useLabToday();
  const booking = useCreateBooking();
  const [loaner, setLoaner] = useState<Loaner | null>(null);
  const [componentTypeId, setComponentTypeId] = useState<number>();
  const [quantity, setQuantity] = useState('1');
  // Undefined until the Clerk picks a day: a week from the lab's today meanwhile, as the Loaner's form starts.
  const [chosenPeriod, setPeriod] = useState<Period>();
  const period = chosenPeriod ?? firstWeek(labToday);
  const count = /^[1-9][0-9]{0,3}$/.test(quantity.trim()) ? Number(quantity.trim()) : undefined;
  const periodWrong = period.from !== null && period.to !== null && period.to < period.from;
  const complete =
    loaner !== null &&
    componentTypeId !== undefined &&
    count !== undefined &&
    period.from !== null &&
    period.to !== null &&
    !periodWrong;
  const conflict = claimConflictOf(booking.error);

  // A refusal was about what was sent: anything changed is asked about afresh.
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      booking.reset();
    };

  const send = ({ from, to }: Period) => {
    if (!loaner || componentTypeId === undefined || count === undefined || !from || !to) return;
    booking.mutate(
      { loanerId: loaner.loanerId, componentTypeId, quantity: count, from, to },
      {
        onSuccess: (made: Booking) => {
          notify(
            t('Booked {{quantity}} × {{type}} for {{loaner}}, {{from}} to {{to}}.', {
              quantity: made.quantity,
              type: made.componentTypeName,
              loaner: loanerName(loaner, { withAuId: true }),
              from: formatDate(made.from),
              to: formatDate(made.to),
            }),
            'success',
          );
          onClose();
        },
      },
    );
  };

  const bookInstead = (earliestFrom: string) => {
    const moved = movedTo(period, earliestFrom);
    setPeriod(moved);
    send(moved);
  };

  return (
    <Dialog
      open
      onClose={booking.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={useSmallScreen()}
    >
      <DialogTitle id={titleId}>{t('New booking')}</DialogTitle>
      <DialogForm
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (complete) send(period);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <LoanerLookup onFound={change(setLoaner)} />
            {loaner && (
              <Typography>
                {t('Loaner: {{name}} ({{auId}})', { name: loanerName(loaner), auId: loaner.auId })}
              </Typography>
            )}
            <ComponentTypePicker onChange={change(setComponentTypeId)} required fullWidth />
            <TextField
              label={t('Quantity')}
              type="number"
              required
              value={quantity}
              onChange={(event) => change(setQuantity)(event.target.value)}
              error={count === undefined}
              helperText={count === undefined ? t('Enter a whole number of at least 1.') : undefined}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateField
                label={t('First day')}
                value={period.from}
                onChange={(from) => change(setPeriod)({ ...period, from })}
                minDate={labToday}
                requiredText={t('Choose the first day')}
                fullWidth
              />
              <DateField
                label={t('Last day')}
                value={period.to}
                onChange={(to) => change(setPeriod)({ ...period, to })}
                minDate={period.from ?? labToday}
                requiredText={t('Choose the last day')}
                fullWidth
              />
            </Stack>
            {booking.error && (
              <Alert severity="error">
                {validationText(booking.error)}
                {conflict?.earliestFrom && (
                  <Box sx={{ mt: 1 }}>
                    <Button
                      variant="outlined"
                      color="inherit"
                      size="small"
                      disabled={booking.isPending}
                      onClick={() => conflict.earliestFrom && bookInstead(conflict.earliestFrom)}
                    >
                      {t('Book from {{date}} instead', { date: formatDate(conflict.earliestFrom) })}
                    </Button>
                  </Box>
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={booking.isPending} incomplete={!complete} />
      </DialogForm>
    </Dialog>
  );
}
