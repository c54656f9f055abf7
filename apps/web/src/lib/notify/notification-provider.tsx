import { Portal } from '@mui/material';
import { type ReactNode, useCallback, useState } from 'react';
import { deferredImport, useDeferredImport } from '../deferred-import';
import type { Notification } from './notification-snackbar';
import { type Notify, NotifyContext } from './notify-context';

// MUI's Snackbar and Alert with their transition, which no first screen shows: loaded once it has settled, or with
// the first notification, which shows when they have.
const notificationSnackbar = deferredImport(() =>
  import('./notification-snackbar').then((module) => module.NotificationSnackbar),
);

/** Provides `useNotify()` and shows one closable notification at a time (the newest replaces the last). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);
  const { value: NotificationSnackbar, loadNow } = useDeferredImport(notificationSnackbar);

  const notify = useCallback<Notify>(
    (message, severity) => {
      setNotification({ id: Date.now(), message, severity });
      setOpen(true);
      loadNow();
    },
    [loadNow],
  );

  return (
    <NotifyContext value={notify}>
      {children}
      {/* In a portal directly in <body>: an open dialog hides the app root (and everything in it) from screen
          readers, and a notification raised over a dialog must still be announced. The portal is there from the
          start, so that the notification's element exists when it mounts (useStayAnnounced watches it then). */}
      <Portal>
        {NotificationSnackbar && (
          <NotificationSnackbar notification={notification} open={open} onClose={() => setOpen(false)} />
        )}
      </Portal>
    </NotifyContext>
  );
}
