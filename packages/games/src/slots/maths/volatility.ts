import type { Volatility } from '../engine/types.js';

/**
 * The volatility label for a standard deviation of one round's return, in bets (the bench
 * measures it over ten million rounds). Bands: low < 3.5, medium < 10, high < 15, very high.
 */
export function volatilityForDeviation(standardDeviation: number): Volatility {
  if (standardDeviation < 3.5) return 'low';
  if (standardDeviation < 10) return 'medium';
  if (standardDeviation < 15) return 'high';
  return 'very-high';
}
