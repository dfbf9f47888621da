import type { Rng } from '../fairness/rng.js';

/** An Rng that answers the given integers in order, for tests that need a chosen window. */
export function scriptedRng(values: number[]): Rng {
  let index = 0;
  const next = (): number => {
    const value = values[index++];
    if (value === undefined) throw new Error('scripted rng ran out of values');
    return value;
  };
  return {
    nextFloat: () => next(),
    nextInt(n) {
      const value = next();
      if (value < 0 || value >= n) throw new Error(`scripted ${value} is outside [0, ${n})`);
      return value;
    },
    get position() {
      return index * 4;
    },
  };
}
