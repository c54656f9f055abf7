import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by the server under test and by the PostgreSQL server on this machine, read from Linux's /proc:
 * what a request costs each, which the machine's other load changes far less than it changes req/s. PostgreSQL's
 * share counts every `postgres` process (the backends serving the pools, and its own background work); it is
 * known only when the database runs here, as the bench's does.
 */
export interface CpuSeconds {
  server: number;
  database: number | undefined;
}

/** A reading: the server's CPU seconds, and each `postgres` process's by pid (undefined when none was found). */
export interface CpuReading {
  server: number;
  database: Map<string, number> | undefined;
}

/** /proc/<pid>/stat counts in clock ticks of USER_HZ, 100 a second on Linux. */
const TICKS_PER_SECOND = 100;

/** The process's command name and user + system CPU seconds, or undefined when it has gone. */
function processCpu(pid: string): { command: string; seconds: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name is in parentheses and may hold spaces; the fields after it are numbers.
  const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime: fields 14 and 15 of stat(5), the 12th and 13th after the command.
  return { command, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

function postgresCpuSeconds(): Map<string, number> | undefined {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const cpu = processCpu(pid);
    if (cpu?.command === 'postgres') seconds.set(pid, cpu.seconds);
  }
  return seconds.size === 0 ? undefined : seconds;
}

/** The CPU seconds used so far; undefined where there is no /proc (not Linux). */
export function cpuSecondsNow(serverPid: number): CpuReading | undefined {
  const server = processCpu(String(serverPid));
  return server && { server: server.seconds, database: postgresCpuSeconds() };
}

/**
 * What was used between two readings. PostgreSQL's is summed process by process: a backend that ended in between
 * (an idle connection a pool closed, as the other lab's pool does while this one is measured) would otherwise
 * take all its earlier CPU out of the sum. What such a process used in between is not counted; an idle one used
 * none. A process started in between counts whole.
 */
export function cpuSecondsBetween(
  before: CpuReading | undefined,
  after: CpuReading | undefined,
): CpuSeconds | undefined {
  if (!before || !after) return undefined;
  let database: number | undefined;
  if (before.database && after.database) {
    database = 0;
    for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  }
  return { server: after.server - before.server, database };
}
