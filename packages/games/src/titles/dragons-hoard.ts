import { LINES_5X4, strip } from '../slots/engine/lines.js';
import type { SlotTitle } from '../slots/engine/types.js';

/**
 * A dragon's cave, 5×4 and forty fixed lines. Dragonfire wilds on reels 2–4 triple each win
 * they complete (two of them: ×9, three: ×27); stacked Dragons pay up to 1800× the line bet, and
 * Hoard scatters open free spins with doubled wins on dragon-heavy strips. High volatility.
 */
export const dragonsHoard: SlotTitle = {
  id: 'dragons-hoard',
  name: "Dragon's Hoard",
  theme: 'dragons',
  paytableVersion: 'dragons-hoard/1',
  volatility: 'high',
  rtp: 0.958863,
  hitFrequency: 0.194821,
  reels: 5,
  rows: 4,
  symbols: [
    { id: 'CO', name: 'Gold Coin', kind: 'regular', pays: { 3: 5, 4: 10, 5: 25 } },
    { id: 'GE', name: 'Ruby', kind: 'regular', pays: { 3: 5, 4: 10, 5: 25 } },
    { id: 'CL', name: 'Chalice', kind: 'regular', pays: { 3: 5, 4: 15, 5: 40 } },
    { id: 'CR', name: 'Crown', kind: 'regular', pays: { 3: 10, 4: 25, 5: 75 } },
    { id: 'SW', name: 'Sword', kind: 'regular', pays: { 3: 15, 4: 50, 5: 150 } },
    { id: 'KN', name: 'Knight', kind: 'regular', pays: { 3: 25, 4: 100, 5: 400 } },
    { id: 'DR', name: 'Dragon', kind: 'regular', pays: { 3: 40, 4: 200, 5: 1800 } },
    { id: 'FI', name: 'Dragonfire', kind: 'wild', multiplier: 3 },
    { id: 'HO', name: 'Hoard', kind: 'scatter', pays: { 3: 3, 4: 20, 5: 200 } },
  ],
  pay: { kind: 'lines', lines: LINES_5X4, minLines: 40 },
  strips: [
    strip(
      'CO CO CO GE GE GE CL CL CL CR CR CR SW SW SW KN KN KN DR DR DR HO CO CO CO GE GE GE CL CL CL CR CR CR SW SW KN CO CO GE GE CL',
    ),
    strip(
      'CL CL CR CR CR SW SW SW KN KN KN DR DR DR FI HO CO CO CO GE GE GE CL CL CL CR CR CR SW SW KN CO CO GE GE CL CO CO CO GE GE GE CL',
    ),
    strip(
      'CR SW SW SW DR DR DR FI HO CO CO CO GE GE GE CL CL CL KN CR CR CR SW SW CO CO GE GE CL CO CO CO GE GE GE CL CL CL KN KN KN CR CR',
    ),
    strip(
      'CO CO GE GE GE CL CL CL DR DR DR CR CR CR SW SW KN CO CO GE GE CL CO CO CO GE GE GE CL CL CL CR CR CR SW SW SW KN KN KN FI HO CO',
    ),
    strip(
      'GE GE GE CR CR CR SW SW KN CL CO CO GE GE CL CL CL CO CO CO GE GE GE CR CR CR SW SW SW KN KN KN DR DR DR HO CL CL CL CO CO CO',
    ),
  ],
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 20 },
    multiplier: 2,
    retrigger: true,
    strips: [
      strip(
        'GE GE GE CL CL CL CR CR CR SW SW SW KN KN KN DR DR DR CO CO CO HO GE GE GE CL CL CL CR CR SW SW KN DR DR DR CO CO CO',
      ),
      strip(
        'DR DR CO CO CO GE GE GE CL CL CL CR CR CR FI HO SW SW KN DR DR DR CO CO CO GE GE GE CL CL CL CR CR SW SW SW KN KN KN DR',
      ),
      strip(
        'CR SW SW SW KN KN KN FI HO DR DR DR CO CO CO GE GE GE CL CL CL CR CR SW SW KN DR DR DR CO CO CO GE GE GE CL CL CL CR CR',
      ),
      strip(
        'HO FI CO CO CO GE GE GE CL CL CL CR CR SW SW KN DR DR DR CO CO CO GE GE GE CL CL CL CR CR CR SW SW SW KN KN KN DR DR DR',
      ),
      strip(
        'DR DR CO CO CO GE GE GE CL CL CL CR CR CR SW SW SW KN KN KN DR DR DR CO CO CO GE GE GE CL CL CL HO CR CR SW SW KN DR',
      ),
    ],
  },
};
