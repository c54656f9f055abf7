import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, type CsvCell, csvLines } from './csv-text.js';

/**
 * Streams a CSV download: the header, then the records batch by batch as they are read, so a large export never
 * sits in memory. Each batch becomes one chunk of text (one step of the stream per batch, not per record: at a
 * million rows the per-record steps cost more than reading the rows). The UTF-8 byte order mark makes Excel read
 * the file as UTF-8, and a cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading single quote.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<CsvCell[][]>,
): FastifyReply {
  // One batch's text waiting at most: backpressure then stops the reading a batch or two behind the client.
  const csv = Readable.from(csvText(header, batches), { highWaterMark: 1 });
  // The status line is sent by then: a failure can only cut the download short.
  csv.once('error', (error) => reply.log.warn({ err: error }, 'CSV download stopped'));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

async function* csvText(header: readonly string[], batches: AsyncIterable<CsvCell[][]>) {
  yield CSV_BOM + csvLines([header]);
  for await (const records of batches) {
    if (records.length > 0) yield csvLines(records);
  }
}

/**
 * Reads a table in order, one batch after another, each starting after the last row of the one before. The next
 * batch is asked for as soon as one arrives, so the database reads it while this one is written out; at most two
 * batches are in memory. A download stopped early (its consumer returns) reads no further.
 */
export async function* keysetBatches<Row>(
  readAfter: (last: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  let next: Promise<Row[]> | undefined = readAfter(undefined, batchSize);
  try {
    while (next) {
      const batch: Row[] = await next;
      next = batch.length < batchSize ? undefined : readAfter(batch.at(-1), batchSize);
      yield batch;
    }
  } finally {
    // Stopped with a batch in flight: it ends by itself, and its failure is nobody's to hear.
    next?.catch(() => {});
  }
}
