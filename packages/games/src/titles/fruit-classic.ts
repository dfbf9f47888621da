import { LINES_5X3, strip } from '../slots/engine/lines.js';
import type { SlotTitle } from '../slots/engine/types.js';

/**
 * The fruit machine everyone knows: 5×3, ten lines, frequent small wins (two cherries pay), a
 * plain Joker wild and Star scatters that award free spins with doubled wins. Low volatility,
 * which is why free-spin campaigns give spins on this title.
 */
export const fruitClassic: SlotTitle = {
  id: 'fruit-classic',
  name: 'Fruit Classic',
  theme: 'fruit',
  paytableVersion: 'fruit-classic/1',
  volatility: 'low',
  rtp: 0.953093,
  hitFrequency: 0.484227,
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'CH', name: 'Cherry', kind: 'regular', pays: { 2: 2, 3: 10, 4: 25, 5: 100 } },
    { id: 'LE', name: 'Lemon', kind: 'regular', pays: { 3: 10, 4: 25, 5: 100 } },
    { id: 'OR', name: 'Orange', kind: 'regular', pays: { 3: 15, 4: 40, 5: 150 } },
    { id: 'PL', name: 'Plum', kind: 'regular', pays: { 3: 15, 4: 40, 5: 150 } },
    { id: 'GR', name: 'Grapes', kind: 'regular', pays: { 3: 25, 4: 75, 5: 250 } },
    { id: 'WM', name: 'Watermelon', kind: 'regular', pays: { 3: 25, 4: 75, 5: 250 } },
    { id: 'BE', name: 'Bell', kind: 'regular', pays: { 3: 50, 4: 150, 5: 500 } },
    { id: 'SV', name: 'Seven', kind: 'regular', pays: { 3: 100, 4: 400, 5: 2000 } },
    { id: 'JK', name: 'Joker', kind: 'wild', pays: { 3: 100, 4: 500, 5: 3000 } },
    { id: 'ST', name: 'Star', kind: 'scatter', pays: { 3: 3, 4: 15, 5: 75 } },
  ],
  pay: { kind: 'lines', lines: LINES_5X3.slice(0, 10), minLines: 1 },
  strips: [
    strip(
      'CH LE OR PL GR CH LE WM BE OR PL CH LE SV CH ST LE OR PL GR CH LE CH OR PL WM BE LE CH GR OR PL LE CH',
    ),
    strip(
      'LE BE PL OR CH LE SV JK ST PL CH LE OR GR CH LE PL OR WM BE CH LE GR PL OR CH LE CH LE PL OR GR WM CH',
    ),
    strip(
      'JK ST CH LE OR PL GR CH LE OR PL WM BE CH LE GR OR PL CH LE CH LE OR PL GR WM CH LE BE OR PL CH LE SV',
    ),
    strip(
      'CH LE OR PL WM BE CH LE GR OR PL CH LE CH LE OR PL GR WM CH LE BE OR PL CH LE SV JK ST CH LE OR PL GR',
    ),
    strip(
      'LE GR OR PL CH LE CH LE OR PL GR WM CH LE BE OR PL CH LE SV JK ST OR CH LE PL GR CH LE OR PL WM BE CH',
    ),
  ],
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2, retrigger: true },
};
