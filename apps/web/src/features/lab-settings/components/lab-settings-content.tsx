import { Alert, Button, DialogActions, DialogContent, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLab } from '../../../api/lab/get-lab';
import { errorText } from '../../../lib/api-error';
import { LabSettingsForm } from './lab-settings-form';

/** Loads the saved settings, then shows the form filled with them. */
export function LabSettingsContent({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const lab = useLab();

  if (lab.isPending) {
    return (
      <DialogContent>
        <LinearProgress aria-label={t('Loading the lab settings')} />
      </DialogContent>
    );
  }
  if (lab.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error">{`${t('Could not fetch the lab settings: ')}${errorText(lab.error)}`}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Close')}</Button>
        </DialogActions>
      </>
    );
  }
  return <LabSettingsForm lab={lab.data} onClose={onClose} />;
}
