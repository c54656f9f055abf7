/** The channel the component types' trigger notifies on, at commit (migration 0010). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

/**
 * Tells its subscribers that the catalogue may have changed: on every notice of catalogue_changed, and whenever
 * notices may have gone unheard (no connection was open to hear them).
 */
export interface ChangeFeed {
  /** Calls `onChange` on each change until the returned function is called. */
  subscribe(onChange: () => void): () => void;
}

/** A ChangeFeed its owner announces changes on. */
export class ChangeSignal implements ChangeFeed {
  readonly #subscribers = new Set<() => void>();

  subscribe(onChange: () => void): () => void {
    this.#subscribers.add(onChange);
    return () => this.#subscribers.delete(onChange);
  }

  announce(): void {
    for (const onChange of this.#subscribers) onChange();
  }
}
