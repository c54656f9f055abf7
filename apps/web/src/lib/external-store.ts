/** A value outside React that components read with `useSyncExternalStore`. */
export interface ExternalStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: () => T): ExternalStore<T> {
  let value: { current: T } | undefined;
  const listeners = new Set<() => void>();
  return {
    get() {
      value ??= { current: initial() };
      return value.current;
    },
    set(next) {
      if (value && Object.is(value.current, next)) return;
      value = { current: next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
