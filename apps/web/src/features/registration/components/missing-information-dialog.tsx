import { zodResolver } from '@hookform/resolvers/zod';
import { messages, registerForm } from '@labstock/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRegisterLoaner } from '../../../api/loaners/register-loaner';
import { useAuth } from '../../../lib/auth/use-auth';
import { useSmallScreen } from '../../../lib/use-small-screen';

/** The form's fields; the names are typed only when the sign-in account has none (the server prefers the account's). */
const missingInformation = registerForm.extend({
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
});
type MissingInformation = z.infer<typeof missingInformation>;

/** The hint under a field: the rule it breaks, or 'Required *' (spec §5). */
function hint(t: TFunction, error: FieldError | undefined): string {
  return error?.message ? t(error.message) : t(messages.requiredHint);
}

/**
 * First login: the name comes from the sign-in account and the AU ID from the server, which read it from the
 * sign-in (the product token of first login names it), both shown read-only; the user adds the rest, and their
 * name only when the account does not give one.
 */
export function MissingInformationDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const { ssoProfile, auId, signOut } = useAuth();
  const registration = useRegisterLoaner();
  // Until the account has loaded, its (read-only) name is awaited rather than asked for.
  const typesName = ssoProfile !== null && !ssoProfile.firstName && !ssoProfile.lastName;
  const { register, handleSubmit, formState } = useForm<MissingInformation>({
    resolver: zodResolver(missingInformation),
    mode: 'onChange',
    defaultValues: { studentNo: '', email: '', mobileNo: '', firstName: '', lastName: '' },
  });
  const { errors } = formState;

  const save = (values: MissingInformation) =>
    registration.mutate({
      firstName: typesName ? values.firstName : ssoProfile?.firstName,
      lastName: typesName ? values.lastName : ssoProfile?.lastName,
      auId: auId ?? undefined,
      studentNo: values.studentNo,
      staffInitials: values.studentNo,
      mobileNo: values.mobileNo,
      email: values.email,
    });

  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
      <form onSubmit={handleSubmit(save)} noValidate>
        <DialogTitle id={titleId}>{t('Missing information')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('Please fill in the missing information to use Labstock.')}
          </DialogContentText>
          <Stack spacing={2}>
            {typesName ? (
              <>
                <TextField label={t('First name')} {...register('firstName')} />
                <TextField label={t('Last name')} {...register('lastName')} />
              </>
            ) : (
              <TextField label={t('Name')} value={ssoProfile?.name ?? ''} slotProps={{ input: { readOnly: true } }} />
            )}
            <TextField label={t('AuId')} value={auId ?? ''} slotProps={{ input: { readOnly: true } }} />
            <TextField
              label={t('Student number or staff initials')}
              {...register('studentNo')}
              required
              error={Boolean(errors.studentNo)}
              helperText={hint(t, errors.studentNo)}
            />
            <TextField
              label={t('Email')}
              type="email"
              {...register('email')}
              required
              error={Boolean(errors.email)}
              helperText={hint(t, errors.email)}
            />
            <TextField
              label={t('Phone')}
              type="tel"
              {...register('mobileNo')}
              required
              error={Boolean(errors.mobileNo)}
              helperText={hint(t, errors.mobileNo)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void signOut()}>{t(messages.logout)}</Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || registration.isPending}>
            {t(messages.saveChanges)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
