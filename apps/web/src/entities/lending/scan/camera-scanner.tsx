import { Alert, Box } from '@mui/material';
import { BrowserQRCodeReader } from '@zxing/browser';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CameraScannerProps {
  /** Called with the text of each QR code read (the same code again and again while it stays in view). */
  onRead(text: string): void;
}

/** The camera's picture, read continuously for QR codes; the camera stops when this unmounts. */
export default function CameraScanner({ onRead }: CameraScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const read = useEffectEvent((text: string) => onRead(text));

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    new BrowserQRCodeReader()
      .decodeFromVideoDevice(undefined, video.current ?? undefined, (result) => {
        if (result) read(result.getText());
      })
      .then((controls) => {
        // Closed before the camera came up.
        if (stopped) controls.stop();
        else stop = () => controls.stop();
      })
      .catch((error: unknown) => {
        if (!stopped) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  if (failure) {
    return (
      <Alert severity="info">
        {t('The camera could not be opened ({{failure}}). Use a barcode scanner or type below.', { failure })}
      </Alert>
    );
  }
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label={t('Camera picture')}
      sx={{ width: '100%', maxHeight: 320, bgcolor: 'common.black', borderRadius: 1 }}
    />
  );
}
