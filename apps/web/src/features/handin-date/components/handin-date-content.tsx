import { DialogContent, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLoanSetting } from '../../../api/loan-setting/get-loan-setting';
import { useLoggedError } from '../../../lib/use-logged-error';
import { HandinDateForm } from './handin-date-form';

/** Loads the current default each time the dialog opens, then shows the form prefilled with it. */
export function HandinDateContent({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const setting = useLoanSetting();

  // Spec §8: a failed load is silent for the user; the date then starts empty.
  useLoggedError(setting.error, 'Could not load the default handin date');

  if (setting.isFetching) {
    return (
      <DialogContent>
        <LinearProgress aria-label={t('Loading handin date')} />
      </DialogContent>
    );
  }
  return (
    <HandinDateForm
      initialDate={setting.data?.defaultReturnDate ?? null}
      latestDate={setting.data?.latestReturnDate}
      onClose={onClose}
    />
  );
}
