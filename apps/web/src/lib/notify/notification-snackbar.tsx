import { Alert, Snackbar } from '@mui/material';
import { useRef } from 'react';
import type { Severity } from './notify-context';
import { useStayAnnounced } from './use-stay-announced';

const AUTO_HIDE_MS = 6000;

export interface Notification {
  id: number;
  message: string;
  severity: Severity;
}

export interface NotificationSnackbarProps {
  notification: Notification | null;
  open: boolean;
  onClose(): void;
}

/** The notification, closable, hiding itself after a while; a new one replaces it. */
export function NotificationSnackbar({ notification, open, onClose }: NotificationSnackbarProps) {
  const snackbarRef = useRef<HTMLDivElement>(null);
  useStayAnnounced(snackbarRef, notification?.id);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      ref={snackbarRef}
      key={notification?.id}
      open={open}
      autoHideDuration={AUTO_HIDE_MS}
      onClose={close}
      // Bottom left: clear of the action buttons, which dialogs put on the right.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      {notification ? (
        <Alert onClose={close} severity={notification.severity} variant="filled" sx={{ width: '100%' }}>
          {notification.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
