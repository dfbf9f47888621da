import { LINES_5X3, LINES_5X4, strip } from '../slots/engine/lines.js';
import type { SlotConfig } from '../slots/engine/types.js';

/**
 * Tiny titles (≈7 stops a reel) whose every stop combination can be played through the engine
 * one by one, to check the exact maths' shortcuts against brute force. They use every rule the
 * real titles use: multiplying wild that also pays, scatter pays, free spins with their own
 * strips, retrigger and multiplier, lines and ways, 5×3 and 5×4.
 */
const symbols = [
  { id: 'A', name: 'A', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
  { id: 'B', name: 'B', kind: 'regular', pays: { 3: 4, 4: 10, 5: 40 } },
  { id: 'C', name: 'C', kind: 'regular', pays: { 2: 1, 3: 10, 4: 50, 5: 200 } },
  { id: 'S', name: 'Scatter', kind: 'scatter', pays: { 2: 1, 3: 3, 4: 10, 5: 50 } },
] as const;

export const toyLines: SlotConfig = {
  reels: 5,
  rows: 3,
  symbols: [
    ...symbols,
    { id: 'W', name: 'Wild', kind: 'wild', multiplier: 2, pays: { 2: 3, 3: 20, 4: 100, 5: 500 } },
  ],
  pay: { kind: 'lines', lines: LINES_5X3.slice(0, 9), minLines: 1 },
  strips: [
    strip('A B C A S B W'),
    strip('B A W A C S A B'),
    strip('C A B S A W'),
    strip('A C B A S B W'),
    strip('B A C S A W B'),
  ],
  freeSpins: {
    awards: { 3: 1, 4: 2, 5: 3 },
    multiplier: 2,
    retrigger: true,
    strips: [
      strip('A W C S B A C'),
      strip('B S W A C A B'),
      strip('C A S W B C A'),
      strip('A S C W B A B'),
      strip('W B S C A C B'),
    ],
  },
};

export const toyWays: SlotConfig = {
  reels: 5,
  rows: 3,
  symbols: [...symbols, { id: 'W', name: 'Wild', kind: 'wild' }],
  pay: { kind: 'ways', betDivisor: 20 },
  strips: [
    strip('A B C A S B C'),
    strip('B A W A C S A B'),
    strip('C A B S A W A'),
    strip('A C B A S B W'),
    strip('B A C S A W B'),
  ],
  freeSpins: { awards: { 3: 1, 4: 2, 5: 3 }, multiplier: 3, retrigger: true },
};

export const toyWays5x4: SlotConfig = {
  ...toyWays,
  rows: 4,
  freeSpins: { awards: { 3: 1, 4: 1, 5: 2 }, multiplier: 2, retrigger: true },
};

export const toyLines5x4: SlotConfig = {
  ...toyLines,
  rows: 4,
  pay: { kind: 'lines', lines: LINES_5X4.slice(0, 12), minLines: 4 },
  freeSpins: { awards: { 3: 1, 4: 1, 5: 2 }, multiplier: 1, retrigger: true },
};
