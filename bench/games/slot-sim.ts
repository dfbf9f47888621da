// `npm run bench:slots -w @jackdaw/bench [-- title-id…]`: plays seeded rounds of every slot
// title through the real fairness stream (HMAC-SHA256, one nonce per round) and the engine,
// then compares the simulated RTP and hit frequency with the declared, exactly computed ones.
// 10 million rounds per title; 200 000 in short mode (BENCH_SHORT=1 or CI). Figures go to the
// terminal and bench/results/slots.json; timing is reported, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SLOT_TITLES,
  createFairRng,
  hashServerSeed,
  playRound,
  volatilityForDeviation,
} from '@jackdaw/games';
import { short } from '../lib/load.js';
import { repoRoot } from '../lib/processes.js';

const rounds = short ? 200_000 : 10_000_000;
/** Two-sided 99 % normal quantile. */
const Z99 = 2.5758;
/** Divisible by every title's lines and ways divisor (10, 20, 25, 40, 50): wins are exact. */
const bet = 1_000;
const serverSeed = hashServerSeed('jackdaw slot bench');
const clientSeed = 'bench';

const wanted = process.argv.slice(2);
const titles = wanted.length ? SLOT_TITLES.filter((t) => wanted.includes(t.id)) : SLOT_TITLES;
const percent = (fraction: number, digits = 3): string => `${(fraction * 100).toFixed(digits)} %`;

console.log(`${rounds.toLocaleString('en')} rounds per title${short ? ' (short mode)' : ''}\n`);
const results = [];
for (const title of titles) {
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  let spins = 0;
  let biggest = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    const round = playRound(title, createFairRng({ serverSeed, clientSeed, nonce }), bet);
    const x = round.win / bet;
    sum += x;
    sumOfSquares += x * x;
    if (round.base.win > 0 || round.base.freeSpinsAwarded > 0) hits++;
    spins += 1 + round.freeSpins.length;
    if (x > biggest) biggest = x;
  }
  const seconds = (performance.now() - started) / 1000;

  // The round return is i.i.d. with finite variance: the mean is asymptotically normal.
  const rtp = sum / rounds;
  const sd = Math.sqrt((sumOfSquares / rounds - rtp * rtp) * (rounds / (rounds - 1)));
  const rtpMargin = (Z99 * sd) / Math.sqrt(rounds);
  const hitFrequency = hits / rounds;
  const hitMargin = Z99 * Math.sqrt((hitFrequency * (1 - hitFrequency)) / rounds);
  const rtpConfirmed = Math.abs(rtp - title.rtp) <= rtpMargin;
  const hitConfirmed = Math.abs(hitFrequency - title.hitFrequency) <= hitMargin;

  const row = {
    title: title.id,
    rounds,
    spins,
    declaredRtp: title.rtp,
    simulatedRtp: Number(rtp.toFixed(6)),
    rtpCi99: [Number((rtp - rtpMargin).toFixed(6)), Number((rtp + rtpMargin).toFixed(6))],
    rtpConfirmed,
    declaredHitFrequency: title.hitFrequency,
    simulatedHitFrequency: Number(hitFrequency.toFixed(6)),
    hitFrequencyConfirmed: hitConfirmed,
    standardDeviation: Number(sd.toFixed(3)),
    volatilityBySimulation: volatilityForDeviation(sd),
    declaredVolatility: title.volatility,
    biggestWin: biggest,
    roundsPerSecond: Math.round(rounds / seconds),
    spinsPerSecond: Math.round(spins / seconds),
  };
  results.push(row);
  console.log(`${title.id} (${title.volatility})`);
  console.log(
    `  RTP  simulated ${percent(rtp)} ± ${percent(rtpMargin)} (99 %), declared ${percent(title.rtp)}: ${rtpConfirmed ? 'confirmed' : 'NOT confirmed'}`,
  );
  console.log(
    `  hits simulated ${percent(hitFrequency)} ± ${percent(hitMargin)} (99 %), declared ${percent(title.hitFrequency)}: ${hitConfirmed ? 'confirmed' : 'NOT confirmed'}`,
  );
  console.log(
    `  standard deviation ${sd.toFixed(2)}× bet per round (${row.volatilityBySimulation} volatility, declared ${title.volatility}), biggest round ${biggest.toFixed(0)}× bet`,
  );
  console.log(
    `  ${row.roundsPerSecond.toLocaleString('en')} rounds/s, ${row.spinsPerSecond.toLocaleString('en')} spins/s (free spins included) in ${seconds.toFixed(1)} s\n`,
  );
}

const dir = join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'slots.json'), JSON.stringify({ short, bet, results }, null, 2));
