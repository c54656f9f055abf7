import {
  type AvailabilityQuery,
  addDays,
  type Booking,
  daysOfPeriod,
  type LendingPolicy,
  MAX_AVAILABILITY_DAYS,
} from '@labstock/shared';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateBooking } from '../../api/bookings/create-booking';
import { claimConflictOf } from '../../api/claim-conflict';
import { availabilityByDayQuery } from '../../api/component-types/get-availability';
import { useLabToday } from '../../api/environment/lab-today';
import { useLendingPolicy } from '../../api/lending-policy/get-lending-policy';
import { DateField } from '../../components/date-field';
import { DialogForm } from '../../components/dialog-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ApiError, errorText, validationText } from '../../lib/api-error';
import { AskForTrainingButton } from '../qualification/ask-for-training-button';
import { AvailabilityAnswer } from './availability-answer';
import { type BookingDraft, bookingDraftErrors, quantityOf } from './booking-limits';
import { useLabDayWords } from './lab-day-words';

/** The period the form starts with: a week from the lab's today, or the longest booking when that is shorter. */
const FIRST_PERIOD_DAYS = 7;

/** The fields the server names in a 400 that the form shows on its own fields. */
type FormField = keyof BookingDraft;
const formFields: readonly FormField[] = ['from', 'to', 'quantity'];

export interface BookingFormProps {
  /** The type to book; undefined while the Clerk has not picked one. */
  componentTypeId: number | undefined;
  /** A Clerk's or Admin's booking for this loaner; without it, the user books for themselves. */
  loanerId?: number;
  /** A Loaner's booking counts against the quantity limit; a Clerk's or Admin's does not. */
  quantityLimited: boolean;
  /** The caller's own fields, above the period (a Clerk's loaner and type). */
  leadingFields?: ReactNode;
  /** The caller's fields are not filled in yet: nothing can be sent. */
  waiting?: boolean;
  onBooked(booking: Booking): void;
  onClose(): void;
}

/**
 * A booking ahead inside a dialog (LENDING.md "Bookings ahead"), the Loaner's Book ahead and a Clerk's New booking
 * alike, once the lab's today and the limits are known: both decide what it lets through.
 */
export function BookingForm(props: BookingFormProps) {
  const { t } = useTranslation();
  const labToday = useLabToday();
  const policy = useLendingPolicy();
  if (policy.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error">{`${t('Could not fetch the lending limits: ')}${errorText(policy.error)}`}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('Close')}</Button>
        </DialogActions>
      </>
    );
  }
  if (labToday === undefined || policy.isPending) {
    return (
      <DialogContent>
        <LinearProgress aria-label={t('Loading the lending limits')} />
      </DialogContent>
    );
  }
  return <BookingFields {...props} labToday={labToday} policy={policy.data} />;
}

/**
 * The period and quantity, what they can give as they change, the limits in words before the user hits them, and
 * the server's conflict with the earliest period that works.
 */
function BookingFields({
  componentTypeId,
  loanerId,
  quantityLimited,
  leadingFields,
  waiting = false,
  onBooked,
  onClose,
  labToday,
  policy,
}: BookingFormProps & { labToday: string; policy: LendingPolicy }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BookingDraft>({
    from: labToday,
    to: addDays(labToday, Math.min(FIRST_PERIOD_DAYS, policy.maxBookingDays) - 1),
    quantity: '1',
  });
  const booking = useCreateBooking();

  const change = (fields: Partial<BookingDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    // A refusal was about the period or quantity sent: a changed one is asked about afresh.
    booking.reset();
  };
  // Nor does a refusal speak of another loaner or type than the ones sent.
  const sent = booking.variables;
  const refusal = sent?.componentTypeId === componentTypeId && sent?.loanerId === loanerId ? booking.error : null;
  const errors = bookingDraftErrors(t, draft, policy, labToday, quantityLimited);
  const quantity = quantityOf(draft.quantity);
  const { from, to } = draft;
  const complete =
    !waiting &&
    componentTypeId !== undefined &&
    from !== null &&
    to !== null &&
    quantity !== undefined &&
    Object.keys(errors).length === 0;
  const serverErrors = fieldErrorsOf(refusal);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    booking.mutate({ componentTypeId, quantity, from, to, loanerId }, { onSuccess: onBooked });
  };

  const livePeriod =
    from !== null && to !== null && from <= to && daysOfPeriod(from, to) <= MAX_AVAILABILITY_DAYS ? { from, to } : null;
  return (
    <DialogForm onSubmit={send}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {leadingFields}
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
          {/* Above the live answer: on a phone the way out of a refusal is the first thing under the fields. */}
          <Refusal
            error={refusal}
            ownBooking={loanerId === undefined}
            onMove={(earliestFrom) => change(movedPeriod(draft, earliestFrom))}
          />
          {livePeriod && componentTypeId !== undefined && (
            <PeriodAnswer componentTypeId={componentTypeId} period={livePeriod} quantity={quantity} />
          )}
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

/**
 * Why the server refused, unless the fields already say it: with a button to ask for the training of each
 * qualification the user lacks; for a conflict, in the app's words and the live answer's date style (the answer below
 * says which days fall short), the earliest period that works, which moves the period there for the user to confirm.
 */
function Refusal({
  error,
  ownBooking,
  onMove,
}: {
  error: Error | null;
  /** The user books for themselves: a missing qualification's training is theirs to ask for. */
  ownBooking: boolean;
  onMove(earliestFrom: string): void;
}) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  if (!error) return null;
  const conflict = claimConflictOf(error);
  const missing = ownBooking ? (conflict?.missingQualifications ?? []) : [];
  if (missing.length > 0) {
    return (
      <Alert severity="error">
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <span>{validationText(error)}</span>
          {missing.map((qualification) => (
            <AskForTrainingButton key={qualification.qualificationId} {...qualification} />
          ))}
        </Stack>
      </Alert>
    );
  }
  // Days that fall short; any other refusal (a limit, an overdue loan) is the server's own words below.
  if (conflict?.conflicts?.length) {
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
        {earliestFrom
          ? t('Too few units are free on these days; the same booking can be had later.')
          : t('Too few units are free on these days, and no later period within the booking limits has enough.')}
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
