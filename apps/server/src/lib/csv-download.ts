import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLines } from './csv-text.js';

/**
 * Streams a CSV download: the header, then the text of each batch of records as it is read, so a large export
 * never sits in memory (one step of the stream per batch, not per record: at a million rows the per-record steps
 * cost more than reading the rows). The UTF-8 byte order mark makes Excel read the file as UTF-8.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  lines: AsyncIterable<string>,
): FastifyReply {
  // One batch's text waiting at most: backpressure then stops the reading a batch or two behind the client.
  const csv = Readable.from(withHeader(header, lines), { highWaterMark: 1 });
  // The status line is sent by then: a failure can only cut the download short.
  csv.once('error', (error) => reply.log.warn({ err: error }, 'CSV download stopped'));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

async function* withHeader(header: readonly string[], lines: AsyncIterable<string>) {
  yield CSV_BOM + csvLines([header]);
  for await (const text of lines) if (text !== '') yield text;
}

/**
 * Reads a table in order, one batch after another, each starting after the last row of the one before. The next
 * batch is asked for as soon as one arrives, so the database reads it while this one is written out. Each batch
 * is shaped (for a download: into its CSV text) the moment it arrives, so what waits for the client is one
 * string rather than the batch's rows. A download stopped early (its consumer returns) reads no further.
 */
export async function* keysetBatches<Row, Shaped>(
  readAfter: (last: Row | undefined, limit: number) => Promise<Row[]>,
  shape: (rows: Row[]) => Shaped,
  batchSize = 1000,
): AsyncGenerator<Shaped> {
  type Batch = { shaped: Shaped; last: Row | undefined };
  const read = async (after: Row | undefined): Promise<Batch> => {
    const rows = await readAfter(after, batchSize);
    // The last row is the next batch's key, unless this batch was the table's last.
    return { shaped: shape(rows), last: rows.length < batchSize ? undefined : rows.at(-1) };
  };
  let next: Promise<Batch> | undefined = read(undefined);
  try {
    while (next) {
      const batch: Batch = await next;
      next = batch.last === undefined ? undefined : read(batch.last);
      yield batch.shaped;
    }
  } finally {
    // Stopped with a batch in flight: it ends by itself, and its failure is nobody's to hear.
    next?.catch(() => {});
  }
}
