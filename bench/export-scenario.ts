import { MB, type MemoryGrowth, memoryGrowthText, withMemorySampled } from './load/memory.js';

/**
 * The export scenario (BENCH_SCENARIOS name `export-components`): the Admin downloads export/components.csv of
 * the whole lab once, read as fast as the client can, while the server's resident memory is sampled. The export
 * streams keyset batches straight into the response, so its memory stays flat however many rows there are.
 */
export const EXPORT_SCENARIO = 'export-components';

export const EXPORT_TARGETS = {
  /** Issue 22: 1,000,000 components in ≤ 10 s. */
  minRowsPerSecond: 100_000,
  /** The server's resident memory grows at most this much during the download. */
  maxRssGrowthMegabytes: 150,
} as const;

export interface ExportResult extends MemoryGrowth {
  name: string;
  title: string;
  status: number;
  rows: number;
  megabytes: number;
  seconds: number;
  rowsPerSecond: number;
}

/** Downloads the whole inventory as the Admin, counting rows and bytes, with the server's memory sampled. */
export async function measureComponentsExport(
  appUrl: string,
  adminToken: string,
  serverPid: number,
): Promise<ExportResult> {
  const started = performance.now();
  const [download, memory] = await withMemorySampled(serverPid, async () => {
    const response = await fetch(`${appUrl}/api/export/components.csv`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (!response.body) throw new Error(`the export answered ${response.status} without a body`);
    const reader = response.body.getReader();
    let bytes = 0;
    let lines = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      // The seeded lab's cells hold no line breaks: a line is a record. Found by indexOf: read byte by byte, the
      // client would take CPU from the server it shares the machine with, and slow the export it measures.
      for (let at = read.value.indexOf(10); at !== -1; at = read.value.indexOf(10, at + 1)) lines++;
    }
    return { status: response.status, bytes, lines };
  });
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, download.lines - 1);
  return {
    name: EXPORT_SCENARIO,
    title: 'GET /api/export/components.csv (Admin, every component of the lab)',
    status: download.status,
    rows,
    megabytes: download.bytes / MB,
    seconds,
    rowsPerSecond: rows / seconds,
    ...memory,
  };
}

export function exportChecks(result: ExportResult): { target: string; met: boolean; detail: string }[] {
  return [
    {
      target: `${result.name}: ≥ ${EXPORT_TARGETS.minRowsPerSecond.toLocaleString('en')} rows/s`,
      met: result.status === 200 && result.rowsPerSecond >= EXPORT_TARGETS.minRowsPerSecond,
      detail: `${result.rowsPerSecond.toFixed(0)} rows/s (${result.rows} rows in ${result.seconds.toFixed(1)} s, status ${result.status})`,
    },
    {
      target: `${result.name}: server memory grows ≤ ${EXPORT_TARGETS.maxRssGrowthMegabytes} MB`,
      met: result.rssGrowthMegabytes <= EXPORT_TARGETS.maxRssGrowthMegabytes,
      detail: `${result.rssGrowthMegabytes.toFixed(0)} MB (${result.rssBeforeMegabytes.toFixed(0)} → ${result.rssPeakMegabytes.toFixed(0)} MB)`,
    },
  ];
}

export function exportSummary(result: ExportResult): string {
  return `${result.title}: ${result.rows.toLocaleString('en')} rows, ${result.megabytes.toFixed(1)} MB in ${result.seconds.toFixed(1)} s = ${result.rowsPerSecond.toFixed(0)} rows/s; ${memoryGrowthText(result)}`;
}
