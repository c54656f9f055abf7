/** The part of fs-native-extensions Labstock uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /**
   * An exclusive (or, with `shared`, a shared) lock on the whole file open as `fd`, held until it is unlocked or
   * the descriptor is closed; false when another open file holds it. Linux: an open file description lock;
   * macOS: flock; Windows: LockFileEx.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
