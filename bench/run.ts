// `npm run bench [-- name…]`: runs each scenario on the embedded database and, when
// BENCH_DATABASE_URL is set, on PostgreSQL too; prints both figures and their ratio.
// Timing is never asserted: figures go to the terminal and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { short } from './lib/load.js';
import { repoRoot } from './lib/processes.js';
import { callbacks } from './scenarios/callbacks.js';
import { catalogue } from './scenarios/catalogue.js';
import { currencies } from './scenarios/currencies.js';
import type { Scenario } from './scenarios/scenario.js';
import { spinScenario } from './scenarios/spin.js';
import { wallet } from './scenarios/wallet.js';

const scenarios: Scenario[] = [currencies, wallet, catalogue, spinScenario, callbacks];
const wanted = process.argv.slice(2);
const chosen = wanted.length ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;

const databases: { name: string; env: Record<string, string> }[] = [{ name: 'pglite', env: {} }];
if (process.env.BENCH_DATABASE_URL) {
  databases.push({ name: 'postgres', env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } });
}

// BENCH_DATABASE_ONLY=pglite|postgres measures one of them (e.g. while profiling).
const only = process.env.BENCH_DATABASE_ONLY;
const measured = only ? databases.filter((database) => database.name === only) : databases;

const rows = [];
for (const scenario of chosen) {
  for (const database of measured) {
    const { subject, baseline, target, tailTarget } = await scenario.run(database.env);
    const ratio = subject.requestsPerSecond / baseline.requestsPerSecond;
    const tail = subject.p50 > 0 ? subject.p99 / subject.p50 : Number.POSITIVE_INFINITY;
    const row = {
      scenario: scenario.name,
      database: database.name,
      subjectRps: Math.round(subject.requestsPerSecond),
      baselineRps: Math.round(baseline.requestsPerSecond),
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
      errors: subject.errors + subject.non2xx,
      // A baseline whose work fails is fast for nothing: its figure would flatter the subject.
      baselineErrors: baseline.errors + baseline.non2xx,
    };
    rows.push(row);
    console.log(
      `${row.scenario} [${row.database}]: ${row.subjectRps} req/s vs baseline ${row.baselineRps} req/s → ratio ${row.ratio} (target ≥ ${target}${row.meetsTarget ? ', met' : ', NOT met'}); p50 ${row.p50ms} ms, p99 ${row.p99ms} ms${tailTarget === undefined ? '' : ` (p99/p50 ${row.tail}, target ≤ ${tailTarget}${row.meetsTailTarget ? ', met' : ', NOT met'})`}, errors ${row.errors}${row.baselineErrors ? `, baseline errors ${row.baselineErrors}` : ''}`,
    );
  }
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
