import { useContext } from 'react';
import { type Notify, NotifyContext } from './notify-context';

/** `notify(message, severity)` shows the message in the app's snackbar. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  return notify;
}
