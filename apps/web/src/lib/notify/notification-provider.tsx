import { Alert, Portal, Snackbar } from '@mui/material';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type Notify, NotifyContext, type Severity } from './notify-context';
import { useStayAnnounced } from './use-stay-announced';

const AUTO_HIDE_MS = 6000;

interface Notification {
  id: number;
  message: string;
  severity: Severity;
}

/** Provides `useNotify()` and shows one closable notification at a time (the newest replaces the last). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);
  const snackbarRef = useRef<HTMLDivElement>(null);
  useStayAnnounced(snackbarRef, notification?.id);

  const notify = useCallback<Notify>((message, severity) => {
    setNotification({ id: Date.now(), message, severity });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext value={notify}>
      {children}
      {/* In a portal directly in <body>: an open dialog hides the app root (and everything in it) from screen
          readers, and a notification raised over a dialog must still be announced. */}
      <Portal>
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
      </Portal>
    </NotifyContext>
  );
}
