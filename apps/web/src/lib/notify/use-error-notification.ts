import { useEffect, useEffectEvent } from 'react';
import { useNotify } from './use-notify';

/**
 * Spec §8 shows fetch failures as notifications: notifies `message(error)` each time `error` becomes a new failure
 * (pass a query's `error`).
 */
export function useErrorNotification(error: unknown, message: (error: unknown) => string): void {
  const notify = useNotify();
  const show = useEffectEvent((failure: unknown) => notify(message(failure), 'error'));
  useEffect(() => {
    if (error) show(error);
  }, [error]);
}
