import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type RegisterForm, registerForm } from '@labstock/shared';
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
import { useAuth } from '../../../lib/auth/use-auth';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useRegisterLoaner } from '../api/register-loaner';

/** The hint under a field: the rule it breaks, or 'Required *' (spec §5). */
function hint(t: TFunction, error: FieldError | undefined): string {
  return error?.message ? t(error.message) : t(messages.requiredHint);
}

/** First login: name and AU ID come from the sign-in account; the user adds the rest. */
export function MissingInformationDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const { ssoProfile, signOut } = useAuth();
  const registration = useRegisterLoaner();
  const { register, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    mode: 'onChange',
    defaultValues: { studentNo: '', email: '', mobileNo: '' },
  });
  const { errors } = formState;

  const save = (values: RegisterForm) =>
    registration.mutate({
      firstName: ssoProfile?.firstName,
      lastName: ssoProfile?.lastName,
      auId: ssoProfile?.auId,
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
            <TextField label={t('Name')} value={ssoProfile?.name ?? ''} slotProps={{ input: { readOnly: true } }} />
            <TextField label={t('AuId')} value={ssoProfile?.auId ?? ''} slotProps={{ input: { readOnly: true } }} />
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
