/**
 * `npm run soak -w @labstock/bench`: a mixed load (reads, reservations, hand-outs, cancellations, hand-ins) for
 * SOAK_SECONDS (300) from a few closed request loops against the real server on 127.0.0.1, sampling the server's
 * resident memory every 10 s. The server runs on a fresh embedded database, or is the one at BASE_URL (give its
 * SOAK_PID for the memory curve; it must use the embedded sign-in and BOOTSTRAP_ADMINS=labadmin).
 * Exits 1 on any error, an inconsistent database afterwards, or memory growth beyond SOAK_MAX_GROWTH_MB.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, LAB_ADMIN, type Lab, setUpLab } from '../apps/server/src/testing/lab-api.js';
import { runBurst } from '../apps/server/src/testing/reliability/lending-burst.js';
import { runToEnd, startServer } from '../apps/server/src/testing/server-process.js';

const settings = {
  seconds: Number(process.env.SOAK_SECONDS ?? 300),
  readers: Number(process.env.SOAK_READERS ?? 4),
  lenders: Number(process.env.SOAK_LENDERS ?? 4),
  maxGrowthMb: Number(process.env.SOAK_MAX_GROWTH_MB ?? 64),
  sampleMs: 10_000,
};

interface Target {
  url: string;
  pid?: number;
  /** Stops a server the soak started, and checks its database; answers the check's problems. */
  finish(): Promise<string[]>;
}

async function startTarget(): Promise<Target> {
  const baseUrl = process.env.BASE_URL;
  if (baseUrl) {
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(baseUrl).hostname)) {
      throw new Error(`The soak runs against this machine only, not ${baseUrl}.`);
    }
    const pid = process.env.SOAK_PID ? Number(process.env.SOAK_PID) : undefined;
    return { url: baseUrl.replace(/\/$/, ''), pid, finish: async () => [] };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labstock-soak-'));
  const env = { DATA_DIR: dataDir, BOOTSTRAP_ADMINS: LAB_ADMIN, LOG_LEVEL: 'warn' };
  const server = await startServer(env);
  return {
    url: server.url,
    pid: server.child.pid,
    async finish() {
      const exit = await server.stop();
      const check = await runToEnd('scripts/check-db.ts', env);
      rmSync(dataDir, { recursive: true, force: true });
      const problems = check.code === 0 ? [] : [`check-db: ${check.output.trim()}`];
      return exit.code === 0 ? problems : [...problems, `the server ended with ${JSON.stringify(exit)}`];
    },
  };
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

/** What the screens read, each with the token of a role that may. */
function readPaths(lab: Lab): [token: string, path: string][] {
  const loaner = lab.loaners[0]?.token ?? '';
  const type = lab.componentTypeId;
  return [
    [loaner, '/api/ComponentTypes?pageNumber=1&pageSize=10&searchString=multi'],
    [loaner, `/api/ComponentTypes/${type}`],
    [loaner, `/api/Component?Id=${type}&pageSize=50&sortBy=status`],
    [loaner, '/api/Categories?pageNumber=0&pageSize=0'],
    [loaner, '/api/Loaners/Loaner'],
    [loaner, '/api/LiveMetrics'],
    [loaner, '/api/Reservations/User'],
    [loaner, '/api/Loans/User'],
    [lab.clerk.token, '/api/Reservations?pageSize=50'],
    [lab.clerk.token, '/api/Loans?pageSize=50'],
    [lab.admin.token, '/api/Loaners?pageSize=50'],
    [lab.admin.token, '/api/ComponentTypes/booked?pageNumber=1&pageSize=10&sortBy=componentName&descending=true'],
  ];
}

async function main(): Promise<number> {
  const target = await startTarget();
  const lab = await setUpLab(
    target.url,
    { loaners: Math.max(settings.lenders, 1), components: 40 },
    `soak${Date.now().toString(36)}`,
  );
  const deadline = Date.now() + settings.seconds * 1000;
  const errors: string[] = [];
  let reads = 0;

  const reader = async (offset: number) => {
    const paths = readPaths(lab);
    for (let i = offset; Date.now() < deadline; i++) {
      const [token, readPath] = paths[i % paths.length] as [string, string];
      try {
        const answer = await call(target.url, 'GET', readPath, { token });
        if (answer.status !== 200) errors.push(`GET ${readPath}: ${answer.status}`);
        reads += 1;
      } catch (error) {
        errors.push(`GET ${readPath}: no answer (${(error as Error).message})`);
        return;
      }
    }
  };

  const samples: { second: number; megabytes: number }[] = [];
  const started = Date.now();
  let writes = 0;
  const sample = () => {
    if (target.pid === undefined) return;
    const second = Math.round((Date.now() - started) / 1000);
    const megabytes = residentMegabytes(target.pid);
    samples.push({ second, megabytes });
    console.log(
      `${String(second).padStart(5)} s  RSS ${megabytes.toFixed(1)} MB  reads ${reads}  writes ${writes}  errors ${errors.length}`,
    );
  };
  console.log(
    `Soak: ${settings.seconds} s, ${settings.readers} readers and ${settings.lenders} lenders against ${target.url}`,
  );
  sample();
  const sampler = setInterval(sample, settings.sampleMs);

  const [ledger] = await Promise.all([
    runBurst({
      urls: [target.url],
      lab,
      workers: settings.lenders,
      stop: (progress) => {
        writes = progress.acknowledged;
        return Date.now() >= deadline;
      },
    }),
    ...Array.from({ length: settings.readers }, (_, i) => reader(i * 3)),
  ]);
  clearInterval(sampler);
  sample();

  const seconds = (Date.now() - started) / 1000;
  errors.push(...ledger.unexpected);
  const unanswered = ledger.uncertainReservations.size + ledger.uncertainLoans.size;
  if (unanswered > 0) errors.push(`${unanswered} lending calls got no answer`);
  errors.push(...(await target.finish()));

  console.log(
    `\n${reads} reads and ${ledger.acknowledged} acknowledged writes in ${seconds.toFixed(0)} s ` +
      `(${((reads + ledger.acknowledged) / seconds).toFixed(0)} requests/s): ${ledger.reservations.size} reservations, ` +
      `${ledger.loans.size} hand-outs, ${ledger.cancelled.size} cancellations, ${ledger.returned.size} hand-ins`,
  );
  console.log(
    `Memory (RSS, MB): ${samples.map((s) => s.megabytes.toFixed(0)).join(' → ') || 'not sampled (no SOAK_PID)'}`,
  );

  // Growth is measured after a warm-up (JIT, caches, connection pool): from the sample at a fifth of the run on.
  const baseline = samples.find((s) => s.second >= Math.max(10, settings.seconds / 5)) ?? samples[0];
  const last = samples.at(-1);
  const growth = baseline && last ? last.megabytes - baseline.megabytes : 0;
  console.log(`Growth after warm-up: ${growth.toFixed(1)} MB (limit ${settings.maxGrowthMb} MB)`);
  if (growth > settings.maxGrowthMb) errors.push(`memory grew ${growth.toFixed(1)} MB after the warm-up`);

  console.log(errors.length === 0 ? 'No errors.' : `${errors.length} error(s):\n  ${errors.slice(0, 20).join('\n  ')}`);
  return errors.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`soak failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
