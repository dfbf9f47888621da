import { strip } from '../slots/engine/lines.js';
import type { SlotTitle } from '../slots/engine/types.js';

/**
 * Rainforest, 5×3 with 243 ways: any matching symbols on adjacent reels from the left pay,
 * whatever their rows. The Golden Idol wild sits on the middle reels (two of them on reel 3
 * during free spins); Temple scatters award free spins with tripled wins.
 */
export const jungleWays: SlotTitle = {
  id: 'jungle-ways',
  name: 'Jungle Ways',
  theme: 'jungle',
  paytableVersion: 'jungle-ways/1',
  volatility: 'medium',
  rtp: 0.950702,
  hitFrequency: 0.464054,
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'BA', name: 'Banana', kind: 'regular', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'CO', name: 'Coconut', kind: 'regular', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'OC', name: 'Orchid', kind: 'regular', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'PA', name: 'Parrot', kind: 'regular', pays: { 3: 8, 4: 25, 5: 80 } },
    { id: 'TO', name: 'Toucan', kind: 'regular', pays: { 3: 8, 4: 25, 5: 80 } },
    { id: 'MO', name: 'Monkey', kind: 'regular', pays: { 3: 10, 4: 40, 5: 150 } },
    { id: 'JA', name: 'Jaguar', kind: 'regular', pays: { 3: 15, 4: 75, 5: 300 } },
    { id: 'GO', name: 'Gorilla', kind: 'regular', pays: { 2: 5, 3: 30, 4: 200, 5: 1000 } },
    { id: 'ID', name: 'Golden Idol', kind: 'wild' },
    { id: 'TM', name: 'Temple', kind: 'scatter', pays: { 3: 2, 4: 10, 5: 50 } },
  ],
  pay: { kind: 'ways', betDivisor: 25 },
  strips: [
    strip(
      'BA CO OC PA TO MO JA BA GO CO OC PA TO BA TM CO MO JA BA OC PA TO CO BA GO MO JA OC PA TO CO BA',
    ),
    strip(
      'GO BA CO PA TO OC ID TM MO BA CO JA PA TO OC BA CO GO MO JA PA TO OC BA CO BA CO PA TO OC MO JA',
    ),
    strip(
      'TM MO BA CO JA OC PA TO BA CO GO MO JA OC PA TO BA CO BA CO OC PA TO MO JA GO BA CO OC PA TO ID',
    ),
    strip(
      'TO BA CO GO MO JA OC PA TO BA CO BA CO OC PA TO MO JA GO BA CO OC PA TO ID TM BA CO MO JA OC PA',
    ),
    strip(
      'PA TO BA CO CO BA OC PA TO MO JA GO CO BA OC PA TO CO TM MO BA JA CO OC PA TO BA GO CO MO JA OC',
    ),
  ],
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 25 },
    multiplier: 3,
    retrigger: true,
    strips: [
      strip(
        'BA CO OC PA TO MO JA BA GO CO OC PA TO BA TM CO MO JA BA OC PA TO CO BA GO MO JA OC PA TO CO BA',
      ),
      strip(
        'GO BA CO PA TO OC ID TM MO BA CO JA PA TO OC BA CO GO MO JA PA TO OC BA CO BA CO PA TO OC MO JA',
      ),
      strip(
        'TM MO BA CO JA OC PA TO BA CO GO ID MO JA OC PA TO BA CO BA CO OC PA TO MO JA GO ID BA CO OC PA TO',
      ),
      strip(
        'TO BA CO GO MO JA OC PA TO BA CO BA CO OC PA TO MO JA GO BA CO OC PA TO ID TM BA CO MO JA OC PA',
      ),
      strip(
        'PA TO BA CO CO BA OC PA TO MO JA GO CO BA OC PA TO CO TM MO BA JA CO OC PA TO BA GO CO MO JA OC',
      ),
    ],
  },
};
