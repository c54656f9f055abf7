import { exportSummary } from './export-scenario.js';
import { machineSpeedText } from './load/machine-speed.js';
import type { Figures } from './load/measure.js';
import { reminderSummary } from './reminder-scenario.js';
import type { BenchResults, GrowthPoint, ScenarioResult, TargetCheck, TenthLab } from './results.js';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const rps = (figures: Figures) => figures.requestsPerSecond.toFixed(0);
const ms = (value: number) => `${value} ms`;
/** CPU ms per request, the server's / PostgreSQL's, where they were read. */
const cpu = (figures: Figures | undefined) =>
  figures?.serverCpuMs === undefined ? '–' : `${figures.serverCpuMs} / ${figures.databaseCpuMs ?? '?'}`;

export function scenarioTable(scenarios: ScenarioResult[]): string {
  return table(
    [
      'scenario',
      'req/s',
      'p50',
      'p99',
      'errors',
      'CPU ms server / db',
      'ceiling req/s',
      'ceiling p50',
      'ceiling CPU ms',
      'ratio',
      'p50 / p99 at a fixed rate',
    ],
    scenarios.map((s) => [
      s.name,
      rps(s.app),
      ms(s.app.p50),
      ms(s.app.p99),
      String(s.app.errors),
      cpu(s.app),
      s.ceiling ? rps(s.ceiling) : '–',
      s.ceiling ? ms(s.ceiling.p50) : '–',
      cpu(s.ceiling),
      s.ratio?.toFixed(2) ?? '–',
      s.fixedRate ? `${ms(s.fixedRate.p50)} / ${ms(s.fixedRate.p99)} at ${s.fixedRate.rate}/s` : '–',
    ]),
  );
}

export function growthTable(growth: GrowthPoint[]): string {
  const base = growth[0]?.app.requestsPerSecond;
  return table(
    ['component types', 'matches', 'req/s', 'p50', 'p99', 'errors', 'ceiling req/s', 'ratio', 'slowdown vs first'],
    growth.map((point) => [
      point.componentTypes.toLocaleString('en'),
      String(point.matches ?? '–'),
      rps(point.app),
      ms(point.app.p50),
      ms(point.app.p99),
      String(point.app.errors),
      rps(point.ceiling),
      point.ratio.toFixed(2),
      base ? `${(base / point.app.requestsPerSecond).toFixed(2)}×` : '–',
    ]),
  );
}

/** Each list at a tenth of the lab beside the same list at the lab. */
export function tenthTable(tenth: TenthLab, scenarios: ScenarioResult[]): string {
  return table(
    ['scenario', 'req/s at a tenth', 'p99 at a tenth', 'req/s', 'p99', 'slowdown'],
    tenth.scenarios.flatMap((small) => {
      const large = scenarios.find((scenario) => scenario.name === small.name);
      if (!large) return [];
      return [
        [
          small.name,
          rps(small.app),
          ms(small.app.p99),
          rps(large.app),
          ms(large.app.p99),
          `${(small.app.requestsPerSecond / large.app.requestsPerSecond).toFixed(2)}×`,
        ],
      ];
    }),
  );
}

export function targetList(checks: TargetCheck[]): string {
  return checks.map((check) => `${check.met ? 'met   ' : 'MISSED'}  ${check.target} (${check.detail})`).join('\n');
}

export function summary(results: BenchResults): string {
  const { machine, database, load, lab } = results;
  return [
    `Labstock benchmark — ${database.driver} ${database.version}, ${load.connections} connections, ${load.duration} s per run (+${load.warmup} s warm-up)`,
    `machine: ${machine.cpus} CPUs, ${machineSpeedText(machine.speed)}, load average before ${machine.loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}, after ${machine.loadAverageAfter.map((l) => l.toFixed(2)).join(' ')}`,
    `lab: ${lab.componentTypes} component types, ${lab.components} components, ${lab.loaners} loaners, ${lab.loans} loans, ${lab.reservations} reservations, ${lab.bookings} bookings, ${lab.emailLogs} e-mail logs, ${lab.activity} activity rows, ${lab.stockMovements} stock movements`,
    '',
    scenarioTable(results.scenarios),
    '',
    ...(results.export ? [exportSummary(results.export), ''] : []),
    ...(results.reminder ? [reminderSummary(results.reminder), ''] : []),
    'Growth of the browse scenario:',
    growthTable(results.growth),
    '',
    ...(results.tenth
      ? [
          `Each list at a tenth of the lab (${results.tenth.lab.componentTypes} types, ${results.tenth.lab.loans} loans):`,
          tenthTable(results.tenth, results.scenarios),
          '',
        ]
      : []),
    'Targets:',
    targetList(results.targets),
  ].join('\n');
}
