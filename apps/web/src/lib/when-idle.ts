/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), for work the first screen does not
 * wait for: loading code that is needed only later. Returns a cancel function (an effect's clean-up).
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
