import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it (a second `npm start`,
 * a backup while the server runs). The opener writes its process id to `<folder>.lock`; another opener is refused
 * while that process runs, and takes over the file of one that crashed. Answers the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `The embedded database ${dataDir} is in use by process ${owner}: stop that server first ` +
          `(if no Labstock runs as ${owner}, delete ${lockFile}).`,
      );
    }
    rmSync(lockFile, { force: true });
  }
}
