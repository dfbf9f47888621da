import type { Rng } from '../fairness/rng.js';

/**
 * The first `count` items of the published Fisher–Yates draw over 0..size−1: float i picks
 * floor(float × (size − i)) as an index into the items still left, which is removed. Mines
 * (25 tiles) and keno (40 numbers) both draw this way.
 */
export function drawWithoutReplacement(rng: Rng, size: number, count: number): number[] {
  const left = Array.from({ length: size }, (_, i) => i);
  const taken: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = Math.floor(rng.nextFloat() * (size - i));
    taken.push(left.splice(at, 1)[0] as number);
  }
  return taken;
}
