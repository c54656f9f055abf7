import { zodResolver } from '@hookform/resolvers/zod';
import { type Loaner, messages, PHONE_HELPER_TEXT, phoneField } from '@labstock/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type ReactNode, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type LoanerEditValues, loanerEditValues } from '../lib/loaner-update';
import { useSmallScreen } from '../lib/use-small-screen';

/** Spec §5: in the edit dialog only the phone is validated. */
const loanerEditForm = z.object({ studentNo: z.string(), email: z.string(), mobileNo: phoneField });

export interface LoanerEditDialogProps {
  open: boolean;
  /** The loaner being edited; the form fills from it when the dialog opens. */
  loaner: Loaner;
  title?: string;
  saving?: boolean;
  onClose(): void;
  onSave(values: LoanerEditValues): void;
  /** Extra fields below the editable ones, e.g. the Admin's roles selector. */
  children?: ReactNode;
}

/** Edit a loaner: name and AU ID read-only; student number/initials, email and phone editable (spec §2). */
export function LoanerEditDialog({ open, loaner, title, saving, onClose, onSave, children }: LoanerEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const { register, handleSubmit, reset, formState } = useForm<LoanerEditValues>({
    resolver: zodResolver(loanerEditForm),
    mode: 'onChange',
    defaultValues: loanerEditValues(loaner),
  });

  useEffect(() => {
    if (open) reset(loanerEditValues(loaner));
  }, [open, loaner, reset]);

  const phoneError = formState.errors.mobileNo;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <DialogTitle id={titleId}>{title ?? t('Edit user')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('Name')}
              value={`${loaner.firstName} ${loaner.lastName}`}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField label={t('AU ID')} value={loaner.auId} slotProps={{ input: { readOnly: true } }} />
            <TextField label={t('Student number or staff initials')} {...register('studentNo')} />
            <TextField label={t('Email')} type="email" {...register('email')} />
            <TextField
              label={t('Phone')}
              type="tel"
              {...register('mobileNo')}
              error={Boolean(phoneError)}
              helperText={phoneError ? t(PHONE_HELPER_TEXT) : undefined}
            />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !formState.isValid}>
            {t(messages.saveChanges)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
