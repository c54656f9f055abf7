import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keysetBatches, sendCsv } from './csv-download.js';
import { csvLines } from './csv-text.js';

/** A table of ids 1…rows read by key, recording every read (the key it started after). */
function table(rows: number) {
  const reads: (number | undefined)[] = [];
  const readAfter = async (last: { id: number } | undefined, limit: number) => {
    reads.push(last?.id);
    const from = (last?.id ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, rows - from + 1)) }, (_, i) => ({ id: from + i }));
  };
  return { reads, readAfter };
}

const asRead = <Row>(rows: Row[]) => rows;

describe('keysetBatches', () => {
  it('reads every row once, in order, each batch after the last row of the one before', async () => {
    const { reads, readAfter } = table(12);
    const ids: number[] = [];
    for await (const batch of keysetBatches(readAfter, asRead, 5)) ids.push(...batch.map((row) => row.id));
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(reads).toEqual([undefined, 5, 10]);
  });

  it('asks for the next batch while this one is written out, never further ahead', async () => {
    const { reads, readAfter } = table(100);
    const batches = keysetBatches(readAfter, asRead, 10);
    await batches.next();
    expect(reads).toEqual([undefined, 10]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toEqual([undefined, 10]);
    await batches.return(undefined);
  });

  it('shapes the batch read ahead as soon as it arrives, while the one before still waits to be taken', async () => {
    const { readAfter } = table(100);
    const shaped: number[] = [];
    const batches = keysetBatches(
      readAfter,
      (rows) => {
        shaped.push(rows[0]?.id ?? 0);
        return rows.length;
      },
      10,
    );
    expect((await batches.next()).value).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shaped).toEqual([1, 11]);
    await batches.return(undefined);
  });

  it('reads no further once its reader stops', async () => {
    const { reads, readAfter } = table(1_000);
    for await (const batch of keysetBatches(readAfter, asRead, 10)) if (batch.some((row) => row.id === 15)) break;
    expect(reads).toEqual([undefined, 10, 20]);
  });
});

describe('sendCsv', () => {
  it('stops reading the table when the client drops the download', async () => {
    const { reads, readAfter } = table(Number.MAX_SAFE_INTEGER);
    let stopped!: () => void;
    const readingStopped = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    async function* records() {
      try {
        // A megabyte a batch: the sockets' own buffers hold only a few.
        const toText = (rows: { id: number }[]) => csvLines(rows.map((row) => [row.id, 'text'.repeat(250)]));
        yield* keysetBatches(readAfter, toText, 1000);
      } finally {
        stopped();
      }
    }
    const app = Fastify();
    app.get('/export.csv', (_request, reply) => sendCsv(reply, 'export.csv', ['Id', 'Text'], records()));
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/export.csv' }, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      await readingStopped;
      const readsWhenStopped = reads.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads.length).toBe(readsWhenStopped);
      // Backpressure held it to a few batches of the endless table before the client went.
      expect(readsWhenStopped).toBeLessThan(30);
    } finally {
      await app.close();
    }
  });
});
