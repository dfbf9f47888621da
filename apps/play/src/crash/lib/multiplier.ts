/** Hundredths as the game writes a multiplier: 235 → "2.35×". */
export const formatMultiplier = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`;

/** The auto cash-out input's text to hundredths ("1.5", "1,50", "2x" → 150, 150, 200), or null. */
export function parseMultiplier(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{0,2}))?\s*[x×]?\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The history strip's colour band of a result, as the genre paints it. */
export function resultBand(hundredths: number): 'low' | 'mid' | 'high' {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'mid';
  return 'high';
}

/**
 * Quick amounts in the currency: four steps of the 1-2-5 series from ten minimum bets up
 * (a minimum of 0.10 gives 1, 2, 5, 10), none above the maximum.
 */
export function quickAmounts(limits: { min: number; max: number }): number[] {
  const amounts: number[] = [];
  const start = Math.max(1, limits.min * 10);
  let decade = 10 ** Math.floor(Math.log10(start));
  while (amounts.length < 4 && decade <= limits.max) {
    for (const factor of [1, 2, 5]) {
      const amount = factor * decade;
      if (amount >= start && amount <= limits.max && amounts.length < 4) amounts.push(amount);
    }
    decade *= 10;
  }
  return amounts;
}
