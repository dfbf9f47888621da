import { kenoTable, type KenoRisk } from '@jackdaw/games';

/*
 * The payout row under the keno grid: what each count of hits pays for the picks made, from the
 * maths' own table, written short enough for eleven cells across a phone.
 */

export interface PayoutCell {
  hits: number;
  multiplier: number;
}

/** Hits 0..picks with their multipliers; empty before anything is picked. */
export function payoutRow(risk: KenoRisk, picks: number): PayoutCell[] {
  if (picks < 1) return [];
  const table = kenoTable({ risk, picks: Array.from({ length: picks }, (_, i) => i + 1) });
  return table.map((multiplier, hits) => ({ hits, multiplier }));
}

const floorTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.floor(value * scale + 1e-9) / scale;
};

/** 0 → "0×", 1.77 → "1.77×", 43.32 → "43.3×", 3509 → "3509×": rounded down, never more than paid. */
export function compactMultiplier(multiplier: number): string {
  if (multiplier >= 100) return `${Math.floor(multiplier)}×`;
  if (multiplier >= 10) return `${floorTo(multiplier, 1)}×`;
  return `${floorTo(multiplier, 2)}×`;
}
