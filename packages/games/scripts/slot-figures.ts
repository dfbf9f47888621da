// `npx tsx packages/games/scripts/slot-figures.ts [title-id…]`: each title's exact RTP, hit
// frequency and their parts, computed the way the title tests compute them, with the declared
// values beside them. For tuning strips and pays: declare the printed figures (4 decimals of a
// percent) once they suit the title.
import { exactFigures } from '../src/slots/maths/exact-figures.js';
import { SLOT_TITLES } from '../src/titles/index.js';

const wanted = process.argv.slice(2);
const percent = (fraction: number, digits = 4): string => `${(fraction * 100).toFixed(digits)} %`;

for (const title of SLOT_TITLES) {
  if (wanted.length > 0 && !wanted.includes(title.id)) continue;
  const started = performance.now();
  const figures = exactFigures(title);
  const ms = performance.now() - started;
  console.log(`${title.id} (${title.name}, ${title.volatility})`);
  console.log(`  RTP            ${percent(figures.rtp)}   declared ${percent(title.rtp)}`);
  console.log(
    `  hit frequency  ${percent(figures.hitFrequency)}   declared ${percent(title.hitFrequency)}`,
  );
  console.log(
    `  parts          base ${percent(figures.parts.base, 2)}, scatter ${percent(figures.parts.scatter, 2)}, free spins ${percent(figures.parts.freeSpins, 2)}`,
  );
  console.log(
    `  free spins     1 in ${(1 / figures.featureFrequency).toFixed(1)} spins, ${figures.spinsPerFeature.toFixed(2)} spins each, retrigger rate ${figures.retriggerRate.toFixed(4)}, ${figures.freeSpinWin.toFixed(3)}× bet per free spin`,
  );
  console.log(
    `  exact over     ${figures.combinations.toLocaleString('en')} stop combinations, in ${ms.toFixed(0)} ms`,
  );
}
