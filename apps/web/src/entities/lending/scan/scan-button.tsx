import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandinDialog } from '../handin-dialog';
import { HandoutAvailableDialog } from '../handout-available-dialog';
import { HandoutDialog } from '../handout-dialog';
import type { ScanAction } from './resolve-scan';
import { ScanDialog } from './scan-dialog';

/** The Clerk's 'Scan': read a component's label, then hand it out or take it back in the usual dialogs. */
export function ScanButton() {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [action, setAction] = useState<ScanAction | null>(null);
  const done = () => setAction(null);
  const found = (next: ScanAction) => {
    setScanning(false);
    setAction(next);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<QrCodeScannerIcon />}
        onClick={() => setScanning(true)}
        sx={{ flexShrink: 0 }}
      >
        {t('Scan')}
      </Button>
      <ScanDialog open={scanning} onClose={() => setScanning(false)} onFound={found} />
      {action?.action === 'handoutAvailable' && (
        <HandoutAvailableDialog
          open
          onClose={done}
          component={action.component}
          componentTypeName={action.componentTypeName}
        />
      )}
      {action?.action === 'handoutReservation' && (
        <HandoutDialog open reservation={action.reservation} onClose={done} />
      )}
      {action?.action === 'handin' && <HandinDialog loan={action.loan} onClose={done} />}
    </>
  );
}
