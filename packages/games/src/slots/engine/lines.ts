/**
 * Standard line sets; rows from 0 at the top. The first ten 5×3 lines are the classic ten, so a
 * title can offer 10 or 20 lines with one set.
 */
export const LINES_5X3: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** Forty lines for 5×4 windows: the four rows, then Vs, zigzags and stairs. */
export const LINES_5X4: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0],
  [1, 1, 1, 1, 1],
  [2, 2, 2, 2, 2],
  [3, 3, 3, 3, 3],
  [0, 1, 2, 1, 0],
  [1, 2, 3, 2, 1],
  [3, 2, 1, 2, 3],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [2, 2, 1, 2, 2],
  [2, 2, 3, 2, 2],
  [3, 3, 2, 3, 3],
  [0, 1, 0, 1, 0],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [2, 1, 2, 1, 2],
  [2, 3, 2, 3, 2],
  [3, 2, 3, 2, 3],
  [0, 1, 1, 1, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [2, 1, 1, 1, 2],
  [2, 3, 3, 3, 2],
  [3, 2, 2, 2, 3],
  [0, 0, 1, 2, 3],
  [3, 3, 2, 1, 0],
  [0, 1, 2, 3, 3],
  [3, 2, 1, 0, 0],
  [0, 1, 1, 2, 2],
  [3, 2, 2, 1, 1],
  [1, 1, 2, 2, 3],
  [2, 2, 1, 1, 0],
  [0, 0, 0, 1, 2],
  [3, 3, 3, 2, 1],
  [1, 2, 3, 3, 3],
  [2, 1, 0, 0, 0],
  [1, 0, 0, 1, 2],
  [2, 3, 3, 2, 1],
];

/** A reel strip written as space-separated symbol codes, easier to read and diff than arrays. */
export function strip(codes: string): string[] {
  return codes.trim().split(/\s+/);
}
