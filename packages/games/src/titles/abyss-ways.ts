import { strip } from '../slots/engine/lines.js';
import type { SlotTitle } from '../slots/engine/types.js';

/**
 * The deep sea, 5×4 with 1024 ways. Symbols come in stacks of three, so windows are often
 * dull and sometimes full; Sunken Chest scatters open free spins with wins ×4 on strips rich in
 * Krakens and Black Pearl wilds. Very high volatility: the most swingy title.
 */
export const abyssWays: SlotTitle = {
  id: 'abyss-ways',
  name: 'Abyss 1024',
  theme: 'deep-sea',
  paytableVersion: 'abyss-ways/1',
  volatility: 'very-high',
  rtp: 0.959117,
  hitFrequency: 0.243133,
  reels: 5,
  rows: 4,
  symbols: [
    { id: 'SH', name: 'Shell', kind: 'regular', pays: { 3: 3, 4: 8, 5: 20 } },
    { id: 'SF', name: 'Starfish', kind: 'regular', pays: { 3: 3, 4: 8, 5: 20 } },
    { id: 'SE', name: 'Seahorse', kind: 'regular', pays: { 3: 4, 4: 10, 5: 25 } },
    { id: 'JF', name: 'Jellyfish', kind: 'regular', pays: { 3: 4, 4: 10, 5: 25 } },
    { id: 'TU', name: 'Turtle', kind: 'regular', pays: { 3: 8, 4: 20, 5: 50 } },
    { id: 'OC', name: 'Octopus', kind: 'regular', pays: { 3: 8, 4: 20, 5: 50 } },
    { id: 'SK', name: 'Shark', kind: 'regular', pays: { 3: 20, 4: 50, 5: 150 } },
    { id: 'KR', name: 'Kraken', kind: 'regular', pays: { 3: 40, 4: 100, 5: 550 } },
    { id: 'PE', name: 'Black Pearl', kind: 'wild' },
    { id: 'CH', name: 'Sunken Chest', kind: 'scatter', pays: { 3: 3, 4: 20, 5: 100 } },
  ],
  pay: { kind: 'ways', betDivisor: 50 },
  strips: [
    strip(
      'SH SH SH SF SF SF SE SE SE JF JF JF TU TU TU OC OC OC SK SK SK KR KR KR CH SH SH SH SF SF SF SE SE SE JF JF JF TU TU OC OC SK SH SH SH SF SF SE JF',
    ),
    strip(
      'SF SF SE SE SE TU TU TU OC OC OC SK SK SK KR KR KR PE CH JF JF JF SH SH SH SF SF SF SE SE SE TU TU OC OC SK JF SH SH SF SF SE JF JF JF SH SH SH SF',
    ),
    strip(
      'OC SK SK SK TU TU TU KR KR KR PE CH SH SH SH SF SF SF SE SE SE JF JF JF OC OC SK TU TU SH SH SF SF SE JF SH SH SH SF SF SF SE SE SE JF JF JF OC OC',
    ),
    strip(
      'KR KR KR PE CH SH SH SH SF SF SF SE SE SE JF JF JF TU TU OC OC SK SH SH SF SF SE JF SH SH SH SF SF SF SE SE SE JF JF JF TU TU TU OC OC OC SK SK SK',
    ),
    strip(
      'SE JF JF JF SH SH SH SF SF SF TU TU OC OC SK SE JF SH SH SF SF SE SE SE JF JF JF SH SH SH SF SF SF TU TU TU OC OC OC SK SK SK KR KR KR PE CH SE SE',
    ),
  ],
  freeSpins: {
    awards: { 3: 8, 4: 12, 5: 20 },
    multiplier: 4,
    retrigger: true,
    strips: [
      strip(
        'SF SF SF SE SE SE JF JF JF TU TU TU OC OC OC SH SH SH SK SK SK KR KR KR CH SF SE JF TU OC SH SH SH',
      ),
      strip(
        'SH SH SH SF SF SF SE SE SE JF JF JF SK SK SK KR KR KR CH TU OC PE SH SF SE JF TU TU TU OC OC OC PE',
      ),
      strip(
        'TU TU OC OC OC SK SK SK KR KR KR CH PE SH SF SE JF TU OC PE SH SH SH SF SF SF SE SE SE JF JF JF TU',
      ),
      strip(
        'SK SK KR KR KR PE SH SF SE JF TU OC PE SH SH SH SF SF SF SE SE SE JF JF JF TU TU TU OC OC OC CH SK',
      ),
      strip(
        'OC PE SH SF SE JF JF JF TU TU TU OC OC OC PE SH SH SH SF SF SF SE SE SE SK SK SK KR KR KR CH JF TU',
      ),
    ],
  },
};
