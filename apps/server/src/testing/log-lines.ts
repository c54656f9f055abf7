import { Writable } from 'node:stream';

/** Collects the log lines the app writes (pass it as createTestApp's `logStream`). */
export class LogLines extends Writable {
  readonly text: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.text.push(chunk.toString());
    done();
  }
  entries(): Record<string, unknown>[] {
    return this.text
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  }
}
