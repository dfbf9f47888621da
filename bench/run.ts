// `npm run bench [-- name…]`: runs each scenario on the embedded database and, when
// BENCH_DATABASE_URL is set, on PostgreSQL too (a scenario may run on one of them only: spin
// needs PostgreSQL for its pgbench baseline); prints each figure, its baseline and their ratio.
// Timing is never asserted: figures go to the terminal and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { short } from './lib/load.js';
import { repoRoot } from './lib/processes.js';
import { adminConsole } from './scenarios/admin-console.js';
import { bonusSpinScenario } from './scenarios/bonus-spin.js';
import { callbacks } from './scenarios/callbacks.js';
import { catalogue } from './scenarios/catalogue.js';
import { crashScenario } from './scenarios/crash.js';
import { currencies } from './scenarios/currencies.js';
import { diceScenario } from './scenarios/dice.js';
import { originalsRtpScenario } from './scenarios/originals-rtp.js';
import type { Scenario, ScenarioResult } from './scenarios/scenario.js';
import { spinScenario } from './scenarios/spin.js';
import { streamsScenario } from './scenarios/streams.js';
import { tournamentLeaderboardScenario } from './scenarios/tournament-leaderboard.js';
import { wallet } from './scenarios/wallet.js';

const scenarios: Scenario[] = [
  currencies,
  wallet,
  catalogue,
  spinScenario,
  bonusSpinScenario,
  callbacks,
  adminConsole,
  streamsScenario,
  crashScenario,
  originalsRtpScenario,
  diceScenario,
  tournamentLeaderboardScenario,
];
const wanted = process.argv.slice(2);
const chosen = wanted.length ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;

const databases: { name: 'pglite' | 'postgres'; env: Record<string, string> }[] = [
  { name: 'pglite', env: {} },
];
if (process.env.BENCH_DATABASE_URL) {
  databases.push({ name: 'postgres', env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } });
}

// BENCH_DATABASE_ONLY=pglite|postgres measures one of them (e.g. while profiling).
const only = process.env.BENCH_DATABASE_ONLY;
const measured = only ? databases.filter((database) => database.name === only) : databases;

const rows = [];
for (const scenario of chosen) {
  const on = measured.filter((database) =>
    (scenario.databases ?? ['pglite', 'postgres']).includes(database.name),
  );
  if (on.length === 0) console.log(`${scenario.name}: skipped (it runs on ${scenario.databases})`);
  for (const database of on) {
    const results = await scenario.run(database.env);
    for (const result of Array.isArray(results) ? results : [results]) {
      const row = rowOf(scenario.name, database.name, result);
      rows.push(row);
      console.log(describe(row));
    }
  }
}

function rowOf(scenario: string, database: string, result: ScenarioResult) {
  const { subject, baseline, target, tailTarget, p99TargetMs } = result;
  const ratio = subject.requestsPerSecond / baseline.requestsPerSecond;
  const tail = subject.p50 > 0 ? subject.p99 / subject.p50 : Number.POSITIVE_INFINITY;
  return {
    scenario,
    ...(result.label !== undefined && { label: result.label }),
    database,
    ...(result.settings && { settings: result.settings }),
    subjectRps: Math.round(subject.requestsPerSecond),
    ...(result.baselineName !== undefined && { baseline: result.baselineName }),
    baselineRps: Math.round(baseline.requestsPerSecond),
    // The mean of the runs before and after the subject, to a tenth of a millisecond.
    baselineP50ms: Math.round(baseline.p50 * 10) / 10,
    baselineP99ms: Math.round(baseline.p99 * 10) / 10,
    ratio: Number(ratio.toFixed(3)),
    target,
    meetsTarget: ratio >= target,
    p50ms: subject.p50,
    p99ms: subject.p99,
    ...(tailTarget !== undefined && {
      tail: Number(tail.toFixed(2)),
      tailTarget,
      meetsTailTarget: tail <= tailTarget,
    }),
    ...(p99TargetMs !== undefined && { p99TargetMs, meetsP99Target: subject.p99 <= p99TargetMs }),
    errors: subject.errors + subject.non2xx,
    // A baseline whose work fails is fast for nothing: its figure would flatter the subject.
    baselineErrors: baseline.errors + baseline.non2xx,
  };
}

function describe(row: ReturnType<typeof rowOf>): string {
  const met = (yes: boolean) => (yes ? ', met' : ', NOT met');
  return (
    `${row.scenario}${row.label ? ` ${row.label}` : ''} [${row.database}]: ` +
    `${row.subjectRps} req/s vs ${row.baseline ?? 'baseline'} ${row.baselineRps} req/s ` +
    `(p50 ${row.baselineP50ms} ms, p99 ${row.baselineP99ms} ms) → ratio ${row.ratio} ` +
    `(target ≥ ${row.target}${met(row.meetsTarget)}); p50 ${row.p50ms} ms, p99 ${row.p99ms} ms` +
    (row.tailTarget === undefined
      ? ''
      : ` (p99/p50 ${row.tail}, target ≤ ${row.tailTarget}${met(row.meetsTailTarget!)})`) +
    (row.p99TargetMs === undefined
      ? ''
      : ` (p99 target ≤ ${row.p99TargetMs} ms${met(row.meetsP99Target!)})`) +
    `, errors ${row.errors}${row.baselineErrors ? `, baseline errors ${row.baselineErrors}` : ''}` +
    (row.settings ? `; ${JSON.stringify(row.settings)}` : '')
  );
}

const dir = join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, 'latest.json'),
  JSON.stringify({ short, at: new Date().toISOString(), rows }, null, 2),
);
if (rows.some((row) => row.errors > 0 || row.baselineErrors > 0)) {
  console.error('Some requests failed during the benchmark.');
  process.exit(1);
}
