import { zodResolver } from '@hookform/resolvers/zod';
import { type LendingPolicy, lendingPolicy } from '@labstock/shared';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Paper, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateLendingPolicy } from '../../../api/lending-policy/update-lending-policy';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

type NumberLimit = Exclude<keyof LendingPolicy, 'blockReservationsWhenOverdue'>;

/** The smallest and largest value the server takes, read from the shared schema so the two never drift apart. */
function rangeOf(name: NumberLimit): { min: number; max: number } {
  const field = lendingPolicy.shape[name];
  return { min: field.minValue ?? 0, max: field.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** The Admin's form of the lending limits, filled with the limits in force. */
export function LendingLimitsForm({ policy }: { policy: LendingPolicy }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateLendingPolicy();
  const blockHelpId = useId();
  const { control, register, handleSubmit, reset, formState } = useForm<LendingPolicy>({
    resolver: zodResolver(lendingPolicy),
    mode: 'onChange',
    defaultValues: policy,
  });

  const numberLimits: { name: NumberLimit; label: string; help: string }[] = [
    {
      name: 'maxOpenReservations',
      label: t('Reservations at a time'),
      help: t('How many reservations one user may hold at once.'),
    },
    {
      name: 'maxExtensions',
      label: t('Extensions per loan'),
      help: t('How many times a user may get a later return date on one loan.'),
    },
    {
      name: 'maxLoanDays',
      label: t('Longest loan (days)'),
      help: t('The latest return date a loan may have, counted in days from the day it is handed out.'),
    },
    {
      name: 'maxBookingLeadDays',
      label: t('Booking ahead (days)'),
      help: t('How many days from today a booking may start at the latest.'),
    },
    {
      name: 'maxBookingDays',
      label: t('Longest booking (days)'),
      help: t('How many days one booking may last, its first and last day included.'),
    },
    {
      name: 'maxBookingQuantity',
      label: t('Units per booking'),
      help: t('How many units of a type a student may book at once; Clerks and Admins may book more for a class.'),
    },
  ];

  const save = (values: LendingPolicy) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(saved);
        notify(t('The lending limits are saved.'), 'success');
      },
      onError: (error) => notify(`${t('The lending limits were not saved: ')}${errorText(error)}`, 'error'),
    });

  return (
    <Paper component="form" variant="outlined" onSubmit={handleSubmit(save)} noValidate sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={3}>
        {numberLimits.map(({ name, label, help }) => {
          const { min, max } = rangeOf(name);
          const invalid = Boolean(formState.errors[name]);
          return (
            <TextField
              key={name}
              label={label}
              type="number"
              required
              fullWidth
              {...register(name, { valueAsNumber: true })}
              error={invalid}
              helperText={invalid ? t('Enter a whole number from {{min}} to {{max}}.', { min, max }) : help}
              slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
            />
          );
        })}
        <Box>
          <Controller
            control={control}
            name="blockReservationsWhenOverdue"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(_event, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': blockHelpId } }}
                  />
                }
                label={t('Block reservations while a loan is overdue')}
              />
            )}
          />
          <FormHelperText id={blockHelpId} sx={{ mt: 0 }}>
            {t('A user with an overdue loan can neither reserve nor book until it is returned.')}
          </FormHelperText>
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending || !formState.isValid}>
            {t('Save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
