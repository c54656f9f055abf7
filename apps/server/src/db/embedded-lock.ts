/// <reference path="../types/fs-native-extensions.d.ts" />
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tryLock } from 'fs-native-extensions';

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it (a second `npm start`,
 * a backup while the server runs). The opener takes an exclusive lock on the open file `<folder>.lock`, which the
 * operating system drops when the file is closed or the process ends, however it ends. So there is no stale lock
 * to judge by a process id (a restarted container often gets the id of the server it replaces) and the kernel
 * decides a race between openers. The file is never deleted: a new file would be a second lock beside the first.
 * It holds the holder's process id only to name it to whoever is refused. Answers the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const fd = openSync(lockFile, constants.O_RDWR | constants.O_CREAT);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) {
    throw new Error(`The embedded database ${dataDir} is in use${byHolder(lockFile)}: stop that server first.`);
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ftruncateSync(fd);
    closeSync(fd);
  };
}

/** " by process N" from the holder's note, or nothing when there is none to read. */
function byHolder(lockFile: string): string {
  try {
    const pid = readFileSync(lockFile, 'utf8').trim();
    return /^[1-9][0-9]*$/.test(pid) ? ` by process ${pid}` : '';
  } catch {
    // Windows' locks forbid reading a locked file.
    return '';
  }
}
