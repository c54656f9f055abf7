/** How long the first screen is given: its code, its data and its pictures, on a slow or busy machine. */
const FIRST_SCREEN_MS = 3000;

/**
 * Runs `task` once the first screen has settled: some seconds after the call, when the browser is idle (or at the
 * latest `timeout` ms later). For code that is needed only later, so that its download and compilation do not
 * compete with the first screen's. Returns a cancel function (an effect's clean-up).
 */
export function afterFirstScreen(task: () => void, timeout = 2000): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout });
    else task();
  }, FIRST_SCREEN_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
