// `npx tsx packages/games/scripts/brute-force.ts [title-id…]`: plays every base-game stop
// combination of a title through the engine (tens of millions: about a minute per 50 million
// on one core) and prints the base-game RTP and hit frequency beside the exact maths' figures.
// A slow second opinion on real titles; the test suite does the same on small titles.
import { compileSlot } from '../src/slots/engine/compile.js';
import { evaluateStops } from '../src/slots/engine/evaluate.js';
import { exactFigures } from '../src/slots/maths/exact-figures.js';
import { SLOT_TITLES } from '../src/titles/index.js';

const wanted = process.argv.slice(2);
for (const title of SLOT_TITLES) {
  if (wanted.length > 0 && !wanted.includes(title.id)) continue;
  const c = compileSlot(title);
  // A bet equal to the pay divisor makes every win exact.
  const bet = c.lines ? c.lines.length : c.waysDivisor;
  const stops = new Array<number>(c.reels).fill(0);
  let win = 0;
  let hits = 0;
  let combinations = 0;
  const started = performance.now();
  const walk = (reel: number): void => {
    if (reel === c.reels) {
      const outcome = evaluateStops(c, 'base', stops, bet, null, 1);
      combinations++;
      win += outcome.win;
      if (outcome.win > 0 || outcome.freeSpinsAwarded > 0) hits++;
      return;
    }
    for (let stop = 0; stop < (c.baseStrips[reel] as number[]).length; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  const figures = exactFigures(title);
  const percent = (x: number): string => `${(x * 100).toFixed(6)} %`;
  console.log(
    `${title.id}: ${combinations.toLocaleString('en')} combinations in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(
    `  base game RTP  brute force ${percent(win / bet / combinations)}, exact ${percent(figures.parts.base + figures.parts.scatter)}`,
  );
  console.log(
    `  hit frequency  brute force ${percent(hits / combinations)}, exact ${percent(figures.hitFrequency)}`,
  );
}
