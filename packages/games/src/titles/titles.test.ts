import { describe, expect, it } from 'vitest';
import { compileSlot } from '../slots/engine/compile.js';
import { exactFigures } from '../slots/maths/exact-figures.js';
import { SLOT_TITLES, findSlotTitle } from './index.js';

/** 0.01 percentage points, as a fraction. */
const TOLERANCE = 0.0001;

describe.each(SLOT_TITLES.map((title) => [title.id, title] as const))('%s', (_id, title) => {
  const figures = exactFigures(title);

  it('has the RTP it declares, computed exactly', () => {
    expect(Math.abs(figures.rtp - title.rtp)).toBeLessThanOrEqual(TOLERANCE);
  });

  it('has the hit frequency it declares, computed exactly', () => {
    expect(Math.abs(figures.hitFrequency - title.hitFrequency)).toBeLessThanOrEqual(TOLERANCE);
  });

  it('declares an RTP between 94 % and 97 %', () => {
    expect(title.rtp).toBeGreaterThanOrEqual(0.94);
    expect(title.rtp).toBeLessThanOrEqual(0.97);
  });

  it('has a free-spins feature that ends', () => {
    expect(figures.featureFrequency).toBeGreaterThan(0);
    expect(figures.retriggerRate).toBeLessThan(1);
  });

  it('names every symbol and versions its paytable', () => {
    compileSlot(title);
    for (const symbol of title.symbols) expect(symbol.name.length).toBeGreaterThan(0);
    expect(title.paytableVersion).toMatch(new RegExp(`^${title.id}/\\d+$`));
    expect(findSlotTitle(title.id)).toBe(title);
  });
});

describe('the catalogue of slot titles', () => {
  it('has at least five titles with distinct ids, names and themes', () => {
    expect(SLOT_TITLES.length).toBeGreaterThanOrEqual(5);
    for (const key of ['id', 'name', 'theme'] as const) {
      expect(new Set(SLOT_TITLES.map((t) => t[key])).size).toBe(SLOT_TITLES.length);
    }
  });

  it('spans volatility from low to very high, in catalogue order', () => {
    const order = ['low', 'medium', 'high', 'very-high'];
    const ranks = SLOT_TITLES.map((t) => order.indexOf(t.volatility));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
    expect(ranks.at(-1)).toBe(3);
  });

  it('covers 5×3 and 5×4, paylines and both ways counts', () => {
    const shapes = new Set(SLOT_TITLES.map((t) => `${t.reels}x${t.rows} ${t.pay.kind}`));
    expect(shapes).toEqual(new Set(['5x3 lines', '5x3 ways', '5x4 lines', '5x4 ways']));
  });

  it('has the low-volatility fruit classic free-spin campaigns use: 5×3 with 10 lines', () => {
    const fruit = findSlotTitle('fruit-classic');
    expect(fruit?.volatility).toBe('low');
    expect([fruit?.reels, fruit?.rows]).toEqual([5, 3]);
    expect(fruit?.pay.kind === 'lines' && fruit.pay.lines.length).toBe(10);
  });
});
