import { messages, type Reservation } from '@labstock/shared';
import { DialogContent, LinearProgress } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoanSetting } from '../../../api/loan-setting/get-loan-setting';
import { useNotify } from '../../../lib/notify/use-notify';
import { HandoutForm } from './handout-form';

/** Reads the default hand-in date as the dialog opens, then shows the form prefilled with it. */
export function HandoutContent({ reservation, onClose }: { reservation: Reservation; onClose(): void }) {
  const { t } = useTranslation();
  const setting = useLoanSetting();
  const notify = useNotify();

  useEffect(() => {
    // Spec §8: an info only; the date then starts empty.
    if (setting.error) notify(t(messages.defaultHandoutDateFetchFailed), 'info');
  }, [setting.error, notify, t]);

  if (setting.isFetching) {
    return (
      <DialogContent>
        <LinearProgress aria-label={t('Loading default handin date')} />
      </DialogContent>
    );
  }
  return (
    <HandoutForm reservation={reservation} initialDate={setting.data?.defaultReturnDate ?? null} onClose={onClose} />
  );
}
