import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../lib/use-small-screen';
import { LabSettingsContent } from './components/lab-settings-content';

/**
 * The Admin's Lab settings dialog (Manage menu, LAB.md "The lab's own settings"): the lab's name, as e-mails speak of
 * it, the address its low-stock notices go to, and its rules ("Lab rules"). Mounted while open, so that each opening reads the saved settings.
 */
export function LabSettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={useSmallScreen()}>
      <DialogTitle id={titleId}>{t('Lab settings')}</DialogTitle>
      <LabSettingsContent onClose={onClose} />
    </Dialog>
  );
}
