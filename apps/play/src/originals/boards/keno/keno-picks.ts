import { ORIGINALS_INFO } from '@jackdaw/games';

/*
 * The keno board's pure rules: picking numbers on the 40-number grid, a quick pick, and what a
 * tile shows while the draw is revealed.
 */

export const KENO_GRID_NUMBERS = ORIGINALS_INFO.keno.numbers;
export const KENO_PICK_LIMIT = ORIGINALS_INFO.keno.maxPicks;

/** Tap on `n`: unpicks it, or picks it while fewer than `limit` are picked; ascending. */
export function togglePick(picks: readonly number[], n: number, limit = KENO_PICK_LIMIT): number[] {
  if (picks.includes(n)) return picks.filter((pick) => pick !== n);
  if (picks.length >= limit || !Number.isInteger(n) || n < 1 || n > KENO_GRID_NUMBERS) {
    return [...picks];
  }
  return [...picks, n].sort((a, b) => a - b);
}

/**
 * `count` distinct numbers of 1–40 at random, ascending. Only a convenience for choosing: the
 * draw itself comes from the fair stream on the server, so Math.random is fine here.
 */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO_GRID_NUMBERS }, (_, i) => i + 1);
  const take = Math.max(0, Math.min(KENO_PICK_LIMIT, count));
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take).sort((a, b) => a - b);
}

/** What a tile shows: a drawn pick (hit), a drawn number not picked (miss), a pick, or nothing. */
export type TileState = 'hit' | 'miss' | 'picked' | 'idle';

export function tileState(
  n: number,
  picks: readonly number[],
  revealed: readonly number[],
): TileState {
  const picked = picks.includes(n);
  if (revealed.includes(n)) return picked ? 'hit' : 'miss';
  return picked ? 'picked' : 'idle';
}

/** Hits among the numbers revealed so far. */
export const hitsSoFar = (picks: readonly number[], revealed: readonly number[]): number =>
  revealed.filter((n) => picks.includes(n)).length;

/** The same set of numbers, whatever the order. */
export function samePicks(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n) => b.includes(n));
}
