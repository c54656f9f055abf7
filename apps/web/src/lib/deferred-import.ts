import { useCallback, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';

/** Code that the first screen does not need (a menu, a tooltip), loaded once for the whole app. */
export interface DeferredImport<T> {
  /** The code once it has loaded. */
  readonly loaded: T | undefined;
  load(): Promise<T>;
}

export function deferredImport<T>(importer: () => Promise<T>): DeferredImport<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          // The next call tries again (the network may be back).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The deferred code for a component to render: undefined until it has loaded, which it does once the first screen has
 * settled, or at once on `loadNow()` (the user reached for it first; again after a failed load). Until then the
 * component shows what it can without it; React's lazy would swap that for a Suspense fallback, losing its focus.
 */
export function useDeferredImport<T>(deferred: DeferredImport<T>): { value: T | undefined; loadNow(): void } {
  const [value, setValue] = useState(() => deferred.loaded);
  const [askedFor, setAskedFor] = useState(0);
  useEffect(() => {
    if (value !== undefined) return;
    const show = () => {
      deferred.load().then(
        (loaded) => setValue(() => loaded),
        (error: unknown) => console.error('Could not load a part of the screen', error),
      );
    };
    if (askedFor === 0) return afterFirstScreen(show);
    show();
  }, [deferred, value, askedFor]);
  const loadNow = useCallback(() => setAskedFor((count) => count + 1), []);
  return { value, loadNow };
}
