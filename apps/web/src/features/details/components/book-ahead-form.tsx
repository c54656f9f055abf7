import type { AvailabilityQuery, Booking, ComponentType, LendingPolicy } from '@labstock/shared';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCreateBooking } from '../../../api/bookings/create-booking';
import { claimConflictOf } from '../../../api/claim-conflict';
import { availabilityByDayQuery } from '../../../api/component-types/get-availability';
import { DateField } from '../../../components/date-field';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { ApiError, errorText, validationText } from '../../../lib/api-error';
import { AvailabilityAnswer } from './availability-answer';
import { addDays } from './availability-weeks';
import { type BookingDraft, bookingDraftErrors, daysOfPeriod, quantityOf } from './booking-limits';
import { useLabDayWords } from './lab-day-words';

/** The server gives availability for at most this many days at once. */
const MOST_AVAILABILITY_DAYS = 366;
/** The period the form starts with: a week from the lab's today, or the longest booking when that is shorter. */
const FIRST_PERIOD_DAYS = 7;

/** The fields the server names in a 400 that the form shows on its own fields. */
type FormField = keyof BookingDraft;
const formFields: readonly FormField[] = ['from', 'to', 'quantity'];

export interface BookAheadFormProps {
  componentType: ComponentType;
  labToday: string;
  policy: LendingPolicy;
  /** A Loaner's booking counts against the quantity limit; a Clerk's or Admin's does not. */
  quantityLimited: boolean;
  onClose(): void;
}

/**
 * Books units of a type ahead: the period and quantity, what they can give as they change, the limits in words
 * before the user hits them, and the server's conflict with the earliest period that works.
 */
export function BookAheadForm({ componentType, labToday, policy, quantityLimited, onClose }: BookAheadFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BookingDraft>({
    from: labToday,
    to: addDays(labToday, Math.min(FIRST_PERIOD_DAYS, policy.maxBookingDays) - 1),
    quantity: '1',
  });
  const booking = useCreateBooking();
  const [booked, setBooked] = useState<Booking | null>(null);

  const change = (fields: Partial<BookingDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    // A refusal was about the period or quantity sent: a changed one is asked about afresh.
    booking.reset();
  };
  const errors = bookingDraftErrors(t, draft, policy, labToday, quantityLimited);
  const quantity = quantityOf(draft.quantity);
  const { from, to } = draft;
  const complete = from !== null && to !== null && quantity !== undefined && Object.keys(errors).length === 0;
  const serverErrors = fieldErrorsOf(booking.error);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    booking.mutate(
      { componentTypeId: componentType.componentTypeId, quantity, from, to },
      { onSuccess: (made) => setBooked(made) },
    );
  };

  if (booked) return <BookedNotice booking={booked} onClose={onClose} />;
  const livePeriod =
    from !== null && to !== null && from <= to && daysOfPeriod(from, to) <= MOST_AVAILABILITY_DAYS
      ? { from, to }
      : null;
  return (
    <DialogForm onSubmit={send}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{limitsText(t, policy, quantityLimited)}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={t('First day')}
              value={from}
              onChange={(value) => change({ from: value })}
              minDate={labToday}
              requiredText={t('Choose the first day')}
              errorText={errors.from ?? serverErrors.from}
              fullWidth
            />
            <DateField
              label={t('Last day')}
              value={to}
              onChange={(value) => change({ to: value })}
              minDate={from ?? labToday}
              requiredText={t('Choose the last day')}
              errorText={errors.to ?? serverErrors.to}
              fullWidth
            />
          </Stack>
          <TextField
            label={t('Quantity')}
            type="number"
            required
            value={draft.quantity}
            onChange={(event) => change({ quantity: event.target.value })}
            error={Boolean(errors.quantity ?? serverErrors.quantity)}
            helperText={errors.quantity ?? serverErrors.quantity}
            slotProps={{
              htmlInput: {
                min: 1,
                max: quantityLimited ? policy.maxBookingQuantity : undefined,
                inputMode: 'numeric',
              },
            }}
          />
          {livePeriod && (
            <PeriodAnswer componentTypeId={componentType.componentTypeId} period={livePeriod} quantity={quantity} />
          )}
          <Refusal error={booking.error} onMove={(earliestFrom) => change(movedPeriod(draft, earliestFrom))} />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} busy={booking.isPending} incomplete={!complete} />
    </DialogForm>
  );
}

/** The same number of days, from `earliestFrom` on. */
function movedPeriod({ from, to }: BookingDraft, earliestFrom: string): Partial<BookingDraft> {
  const days = from !== null && to !== null && from <= to ? daysOfPeriod(from, to) : 1;
  return { from: earliestFrom, to: addDays(earliestFrom, days - 1) };
}

function limitsText(t: TFunction, policy: LendingPolicy, quantityLimited: boolean) {
  const limits = { days: policy.maxBookingDays, lead: policy.maxBookingLeadDays };
  return quantityLimited
    ? t('You can book at most {{quantity}} units, for at most {{days}} days, starting within {{lead}} days.', {
        ...limits,
        quantity: policy.maxBookingQuantity,
      })
    : t('You can book for at most {{days}} days, starting within {{lead}} days.', limits);
}

/** The server's messages of a refused booking (400) on the form's own fields. */
function fieldErrorsOf(error: unknown): Partial<Record<FormField, string>> {
  const errors = error instanceof ApiError && error.status === 400 ? (error.problem.errors ?? {}) : {};
  return Object.fromEntries(formFields.flatMap((field) => (errors[field] ? [[field, errors[field].join(', ')]] : [])));
}

/** Why the server refused, unless the fields already say it; for a conflict, the earliest period that works. */
function Refusal({ error, onMove }: { error: Error | null; onMove(earliestFrom: string): void }) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  if (!error) return null;
  const conflict = claimConflictOf(error);
  if (conflict) {
    const { earliestFrom } = conflict;
    return (
      <Alert
        severity="error"
        action={
          earliestFrom && (
            <Button color="inherit" size="small" onClick={() => onMove(earliestFrom)}>
              {t('Book from {{date}} instead', { date: words.day(earliestFrom) })}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: 0, ml: 'auto' } }}
      >
        {errorText(error)}
      </Alert>
    );
  }
  const onFields = Object.keys(fieldErrorsOf(error)).length > 0;
  return onFields ? null : <Alert severity="error">{validationText(error)}</Alert>;
}

/** What the period can give, fetched as the dates change; the last answer stays while the next one comes. */
function PeriodAnswer({
  componentTypeId,
  period,
  quantity,
}: {
  componentTypeId: number;
  period: AvailabilityQuery;
  quantity: number | undefined;
}) {
  const { t } = useTranslation();
  const availability = useQuery({
    ...availabilityByDayQuery(componentTypeId, period),
    placeholderData: keepPreviousData,
  });
  if (availability.isPending) return <LinearProgress aria-label={t('Loading availability')} />;
  if (availability.isError) {
    return (
      <Alert severity="error">{`${t('Could not fetch the availability: ')}${errorText(availability.error)}`}</Alert>
    );
  }
  return <AvailabilityAnswer days={availability.data} quantity={quantity} />;
}

/** The booking made: its period in words and where to find it. */
function BookedNotice({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  const what = { count: booking.quantity, name: booking.componentTypeName };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="success" role="status">
            {booking.from === booking.to
              ? t('Booked {{count}} × {{name}} for {{day}}.', { ...what, day: words.day(booking.from) })
              : t('Booked {{count}} × {{name}} from {{from}} to {{to}}.', {
                  ...what,
                  from: words.day(booking.from),
                  to: words.day(booking.to),
                })}
          </Alert>
          <Link component={RouterLink} to="/UserReservations">
            {t('See your bookings in My reservations')}
          </Link>
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* Confirm went away with the form: the keyboard's focus lands here instead of outside the dialog. */}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </>
  );
}
