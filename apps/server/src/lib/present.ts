/**
 * The value, or a clear error naming what is missing: for a value that the code itself just made
 * (a row it inserted, an item of a list it built), in place of a non-null assertion.
 */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}
