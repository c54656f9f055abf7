/**
 * Answers remembered by key until the data they were read from changes, up to `capacity` in all (each answer
 * weighs `weightOf` it, 1 unless given), the least recently used leaving first; 0 remembers nothing. `forget` is
 * called on every change the database announces (ChangeFeed). An answer read while a change committed may predate
 * it, so it is kept only when no change came between its reading and its storing: take `changesSoFar()` before
 * reading, give it to `remember`.
 */
export class RememberedUntilChange<Answer> {
  readonly #answers = new Map<string, { answer: Answer; weight: number }>();
  #weight = 0;
  #changes = 0;

  constructor(
    readonly capacity: number,
    private readonly weightOf: (answer: Answer) => number = () => 1,
  ) {}

  recall(key: string): Answer | undefined {
    const kept = this.#answers.get(key);
    if (kept) {
      // Most recently used last.
      this.#answers.delete(key);
      this.#answers.set(key, kept);
    }
    return kept?.answer;
  }

  /** What `remember` is to be given with the answer read after this call. */
  changesSoFar(): number {
    return this.#changes;
  }

  remember(key: string, answer: Answer, changesBeforeReading: number): void {
    const weight = this.weightOf(answer);
    if (weight > this.capacity || changesBeforeReading !== this.#changes) return;
    this.#drop(key);
    this.#answers.set(key, { answer, weight });
    this.#weight += weight;
    while (this.#weight > this.capacity) {
      const oldest = this.#answers.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }

  forget(): void {
    this.#changes += 1;
    this.#answers.clear();
    this.#weight = 0;
  }

  #drop(key: string): void {
    const kept = this.#answers.get(key);
    if (!kept) return;
    this.#answers.delete(key);
    this.#weight -= kept.weight;
  }
}
