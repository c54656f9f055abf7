import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, LinearProgress, Stack, TextField } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { lazy, type Ref, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import type { ScanNotice } from '../use-scan-list';

// The QR reader is large: loaded when the Clerk turns the camera on.
const CameraScanner = lazy(() => import('../../../entities/lending/scan/camera-scanner'));

export interface ScanFieldProps {
  /** A label was read: typed or scanned and ended with Enter, or seen by the camera. */
  onScan(text: string): void;
  /** Ctrl+Enter in the field: the screen's Confirm, so a Clerk's hands stay on the keyboard. */
  onConfirm(): void;
  /** A label is being looked up. */
  reading: boolean;
  /** Why labels added no row (not a label, already listed) or Ctrl+Enter did nothing, oldest first. */
  notices: ScanNotice[];
  onDismiss(id: number): void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Where labels come in: a USB scanner types each label's address and Enter into the field, the field empties and
 * keeps the focus for the next one; the camera may read them instead.
 */
export function ScanField({ onScan, onConfirm, reading, notices, onDismiss, disabled, inputRef }: ScanFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const fieldRef = useForkRef(inputRef, field);
  const [camera, setCamera] = useState(false);
  // The camera reads a code many times a second: each one is taken once until another is seen.
  const lastRead = useRef('');
  const read = (seen: string) => {
    if (seen === lastRead.current) return;
    lastRead.current = seen;
    onScan(seen);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('Scan a label')}
          helperText={t(
            "Scan with a barcode scanner, or type the label's address and press Enter; Ctrl+Enter confirms",
          )}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (event.ctrlKey || event.metaKey) return onConfirm();
            onScan(text);
            setText('');
          }}
          inputRef={fieldRef}
          disabled={disabled}
          fullWidth
        />
        <LabelledIconButton
          label={camera ? t('Turn the camera off') : t('Scan with the camera')}
          aria-pressed={camera}
          onClick={() => setCamera((on) => !on)}
          disabled={disabled}
          sx={{ mt: 1 }}
        >
          <PhotoCameraIcon />
        </LabelledIconButton>
      </Stack>
      {camera && !disabled && (
        <Suspense fallback={null}>
          <CameraScanner onRead={read} />
        </Suspense>
      )}
      {reading && <LinearProgress aria-label={t('Reading the label')} />}
      {/* Always there, so a screen reader hears each message as it is added, once: the messages are no alerts of their own. */}
      <Stack role="log" aria-live="assertive" aria-label={t('Scan messages')} spacing={1}>
        {notices.map((notice) => (
          <Alert
            key={notice.id}
            role="none"
            severity={notice.severity}
            closeText={t('Dismiss')}
            onClose={() => {
              onDismiss(notice.id);
              // The Clerk goes on scanning: the dismissed message's button is gone.
              field.current?.focus();
            }}
          >
            {notice.text}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}
