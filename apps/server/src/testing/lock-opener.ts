/**
 * A process that opens the embedded database's lock on command, for the lock's race tests: the test starts
 * several, then says `lock` to all at once. Answers `held` or `refused` per `lock`, `released` per `release`.
 */
import { createInterface } from 'node:readline';
import { lockEmbeddedDatabase } from '../db/embedded-lock.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-opener.ts <database folder>');
let release: (() => void) | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'lock') {
    try {
      release = lockEmbeddedDatabase(dataDir);
      console.log('held');
    } catch {
      console.log('refused');
    }
  } else if (line === 'release') {
    release?.();
    release = undefined;
    console.log('released');
  }
}
