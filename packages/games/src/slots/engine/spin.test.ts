import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng.js';
import { LINES_5X3 } from './lines.js';
import { spin } from './spin.js';
import type { SlotConfig } from './types.js';

const symbols = [
  { id: 'A', name: 'A', kind: 'regular', pays: { 3: 5, 4: 10, 5: 20 } },
  { id: 'B', name: 'B', kind: 'regular', pays: { 3: 4, 4: 10, 5: 30 } },
  { id: 'C', name: 'C', kind: 'regular', pays: { 3: 1, 4: 2, 5: 3 } },
  { id: 'S', name: 'Scatter', kind: 'scatter', pays: { 3: 2, 4: 5 } },
] as const;

/**
 * A title whose strips are exactly the wanted columns (top to bottom), so that the stops
 * 0,0,0,0,0 show them: each test writes its window out.
 */
function windowTitle(columns: string[], pay: SlotConfig['pay']): SlotConfig {
  return {
    reels: 5,
    rows: 3,
    symbols: [
      ...symbols,
      pay.kind === 'lines'
        ? { id: 'W', name: 'Wild', kind: 'wild', multiplier: 2, pays: { 3: 50 } }
        : { id: 'W', name: 'Wild', kind: 'wild' },
    ],
    pay,
    strips: columns.map((column) => column.split('')),
    freeSpins: { awards: { 3: 5, 4: 10 }, multiplier: 3, retrigger: true },
  };
}

const threeLines = { kind: 'lines', lines: LINES_5X3.slice(0, 3), minLines: 1 } as const;
const origin = () => scriptedRng([0, 0, 0, 0, 0]);

describe('spin on paylines', () => {
  // Rows: line 0 is the middle row, line 1 the top, line 2 the bottom.
  it('pays a run from the left with wilds substituting and multiplying', () => {
    const title = windowTitle(['CWC', 'CAC', 'CAB', 'BBC', 'ABC'], threeLines);
    const outcome = spin(title, origin(), 30);
    expect(outcome.grid).toEqual([
      ['C', 'W', 'C'],
      ['C', 'A', 'C'],
      ['C', 'A', 'B'],
      ['B', 'B', 'C'],
      ['A', 'B', 'C'],
    ]);
    expect(outcome.wins).toEqual([
      {
        kind: 'line',
        line: 0,
        symbol: 'A',
        count: 3,
        pay: 5,
        multiplier: 2,
        amount: (30 * 5 * 2) / 3,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
      },
      expect.objectContaining({ line: 1, symbol: 'C', count: 3, multiplier: 1, amount: 10 }),
    ]);
    expect(outcome.win).toBe(110);
    expect(outcome.freeSpinsAwarded).toBe(0);
  });

  it('pays the larger of the wild run and the substituted win', () => {
    // Middle row (line 0) W W W B A: B ×4 with three ×2 wilds (10 × 8 = 80) beats three
    // wilds (50). Top row (line 1) W W W S A: the scatter breaks the line, so the three wilds
    // pay 50 on their own, without multiplier.
    const title = windowTitle(['WWC', 'WWA', 'WWC', 'SBA', 'AAB'], threeLines);
    const [middle, top] = spin(title, origin(), 3).wins;
    expect(middle).toMatchObject({ line: 0, symbol: 'B', count: 4, pay: 10, multiplier: 8 });
    expect(middle?.amount).toBe(80);
    expect(top).toMatchObject({ line: 1, symbol: 'W', count: 3, pay: 50, multiplier: 1 });
  });

  it('rounds each win down to the minor unit', () => {
    const title = windowTitle(['CAC', 'CAC', 'CAB', 'BBC', 'ABC'], threeLines);
    expect(spin(title, origin(), 7).wins[0]).toMatchObject({ pay: 5, amount: Math.floor(35 / 3) });
  });

  it('plays only the lines bet on, the bet spread over them', () => {
    const title = windowTitle(['CAC', 'CAC', 'CAB', 'BBC', 'ABC'], threeLines);
    const outcome = spin(title, origin(), 10, { lines: 1 });
    expect(outcome.lines).toBe(1);
    expect(outcome.wins).toEqual([expect.objectContaining({ line: 0, amount: 50 })]);
    expect(() => spin(title, origin(), 10, { lines: 4 })).toThrow(RangeError);
  });

  it('pays scatters anywhere by count, times the total bet, and awards free spins', () => {
    const title = windowTitle(['SAC', 'CBA', 'CSB', 'BBC', 'ACS'], threeLines);
    const outcome = spin(title, origin(), 40);
    expect(outcome.scatterCount).toBe(3);
    expect(outcome.wins).toContainEqual({
      kind: 'scatter',
      symbol: 'S',
      count: 3,
      pay: 2,
      multiplier: 1,
      amount: 80,
      positions: [
        [0, 0],
        [2, 1],
        [4, 2],
      ],
    });
    expect(outcome.freeSpinsAwarded).toBe(5);
  });

  it('refuses a bet that is not a positive integer of minor units', () => {
    const title = windowTitle(['CAC', 'CAC', 'CAB', 'BBC', 'ABC'], threeLines);
    for (const bet of [0, -5, 1.5, Number.NaN]) {
      expect(() => spin(title, origin(), bet)).toThrow(RangeError);
    }
  });
});

describe('spin on ways', () => {
  const ways = { kind: 'ways', betDivisor: 20 } as const;

  it('multiplies the matching cells of adjacent reels, wilds included', () => {
    const title = windowTitle(['AAC', 'ACW', 'CAC', 'BBC', 'CBB'], ways);
    const outcome = spin(title, origin(), 200);
    const a = outcome.wins.find((win) => win.symbol === 'A');
    // Reel 1: 2 A; reel 2: A and W; reel 3: 1 A; reel 4: none.
    expect(a).toMatchObject({ kind: 'ways', ways: 4, count: 3, pay: 5, multiplier: 1 });
    expect(a?.amount).toBe((200 * 5 * 4) / 20);
    expect(a?.positions).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 2],
      [2, 1],
    ]);
    // C on all five reels (the wild counts for it too): 1 × 2 × 2 × 1 × 1 ways.
    expect(outcome.wins.find((win) => win.symbol === 'C')).toMatchObject({ ways: 4, count: 5 });
    expect(outcome.lines).toBeNull();
  });
});
