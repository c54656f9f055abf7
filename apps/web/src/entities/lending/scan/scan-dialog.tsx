import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { resolveScan, type ScanAction } from './resolve-scan';

// The QR reader is large: loaded when a Clerk opens the scanner, not with the screen.
const CameraScanner = lazy(() => import('./camera-scanner'));

export interface ScanDialogProps {
  open: boolean;
  onClose(): void;
  /** A component was found that the Clerk can act on. */
  onFound(action: ScanAction): void;
}

/**
 * Reads a component's QR label with the camera, or from a USB barcode scanner typing into the field (it ends
 * with Enter), and hands on what can be done with the component.
 */
export function ScanDialog({ open, onClose, onFound }: ScanDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const lastRead = useRef('');
  const lookup = useSingleFlightMutation({
    mutationFn: resolveScan,
    onSuccess: (outcome) => {
      if (outcome.action === 'none') return;
      // The next opening reads this label again.
      lastRead.current = '';
      onFound(outcome);
    },
  });

  const look = (read: string) => {
    // The camera reads a code many times a second: each one is looked up once.
    if (!read.trim() || lookup.isPending || read === lastRead.current) return;
    lastRead.current = read;
    lookup.mutate(read);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lastRead.current = '';
    look(text);
    setText('');
  };
  const close = () => {
    lastRead.current = '';
    lookup.reset();
    onClose();
  };
  const problem = lookup.data?.action === 'none' ? lookup.data.message : lookup.error ? errorText(lookup.error) : null;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Scan a component')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {open && (
            <Suspense fallback={null}>
              <CameraScanner onRead={look} />
            </Suspense>
          )}
          <form onSubmit={submit}>
            <TextField
              label={t('Label')}
              helperText={t("Scan with a barcode scanner, or type the label's address and press Enter")}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoFocus
              fullWidth
              disabled={lookup.isPending}
            />
          </form>
          {problem && <Alert severity="warning">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
