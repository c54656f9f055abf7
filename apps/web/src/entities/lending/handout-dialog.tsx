import type { Reservation } from '@labstock/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoutForm } from './handout-form';

export interface HandoutDialogProps {
  open: boolean;
  reservation: Reservation;
  onClose(): void;
}

/** Hands a reservation out as a loan until a chosen hand-in date (spec §4). */
export function HandoutDialog({ open, reservation, onClose }: HandoutDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Hand out reservation')}</DialogTitle>
      <HandoutForm reservation={reservation} onClose={onClose} />
    </Dialog>
  );
}
