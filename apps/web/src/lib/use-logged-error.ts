import { useEffect } from 'react';

/** For failures spec §8 keeps silent: logs `error` to the console each time it becomes a new failure. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}
