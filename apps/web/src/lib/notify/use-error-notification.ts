import { useEffect, useEffectEvent } from 'react';
import type { Severity } from './notify-context';
import { useNotify } from './use-notify';

/**
 * Spec §8 shows fetch failures as notifications: notifies `message(error)` each time `error` becomes a new failure
 * (pass a query's `error`).
 */
export function useErrorNotification(
  error: unknown,
  message: (error: unknown) => string,
  severity: Severity = 'error',
): void {
  const notify = useNotify();
  const show = useEffectEvent((failure: unknown) => notify(message(failure), severity));
  useEffect(() => {
    if (error) show(error);
  }, [error]);
}
