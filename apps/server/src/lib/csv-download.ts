import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null;

/**
 * Streams a CSV download: the header, then the records as they are read (in batches, so a large export never
 * sits in memory). The UTF-8 byte order mark makes Excel read the file as UTF-8, and a cell a spreadsheet would
 * run as a formula (starting with = + - @, tab or CR) gets a leading single quote.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  records: AsyncIterable<CsvCell[]>,
): FastifyReply {
  const csv = stringify({ bom: true, escape_formulas: true });
  pipeline(Readable.from(withHeader(header, records)), csv, (error) => {
    // The status line is sent by then: a failure can only cut the download short.
    if (error) reply.log.warn({ err: error }, 'CSV download stopped');
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

async function* withHeader(header: readonly string[], records: AsyncIterable<CsvCell[]>) {
  yield [...header];
  yield* records;
}

/**
 * Reads a table in order, one batch after another, each starting after the last row of the one before. The next
 * batch is asked for as soon as one arrives, so the database reads it while this one is written out; at most two
 * batches are in memory. A download stopped early (its consumer returns) reads no further.
 */
export async function* keysetBatches<Row>(
  readAfter: (last: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row> {
  let next: Promise<Row[]> | undefined = readAfter(undefined, batchSize);
  try {
    while (next) {
      const batch: Row[] = await next;
      next = batch.length < batchSize ? undefined : readAfter(batch.at(-1), batchSize);
      yield* batch;
    }
  } finally {
    // Stopped with a batch in flight: it ends by itself, and its failure is nobody's to hear.
    next?.catch(() => {});
  }
}
