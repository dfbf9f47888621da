/*
 * How a plinko bucket looks: its colour from its multiplier's place in the table (log scale, as
 * the table spans 0.2× to hundreds), and a label short enough for a 17 px bucket at 16 rows on a
 * phone. Labels round down, so a bucket never shows more than it pays.
 */

/** Gold for the table's lowest multiplier through orange to red for its highest. */
export function bucketColour(multiplier: number, table: readonly number[]): string {
  const low = Math.log(Math.max(1e-4, Math.min(...table)));
  const high = Math.log(Math.max(1e-4, Math.max(...table)));
  const at = Math.log(Math.max(1e-4, multiplier));
  const t = high > low ? Math.min(1, Math.max(0, (at - low) / (high - low))) : 0;
  const hue = Math.round(48 - 50 * t + 360) % 360;
  const lightness = Math.round(58 - 8 * t);
  return `hsl(${hue} 92% ${lightness}%)`;
}

const floorTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.floor(value * scale + 1e-9) / scale;
};

/** 0.5 → "0.5", 5.58 → "5.58", 16.42 → "16.4", 130 → "130", 1170 → "1.1K". */
export function bucketLabel(multiplier: number): string {
  if (multiplier >= 1000) return `${floorTo(multiplier / 1000, 1)}K`;
  if (multiplier >= 100) return String(Math.floor(multiplier));
  if (multiplier >= 10) return String(floorTo(multiplier, 1));
  return String(floorTo(multiplier, 2));
}
