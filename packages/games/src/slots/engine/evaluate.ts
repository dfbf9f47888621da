import type { CompiledSlot } from './compile.js';
import type { Position, SlotWin, SpinMode, SpinOutcome } from './types.js';

/** One payline's result in pay units (line-bet multiples), before the bet is applied. */
export interface LineResult {
  symbol: number;
  count: number;
  pay: number;
  /** Product of the multipliers of the wilds inside the counted run. */
  multiplier: number;
}

/**
 * The win of the symbols under one payline, read from the leftmost reel:
 * - the first non-wild symbol decides the line's symbol, leading and following wilds stand
 *   for it, and the wilds in the run multiply the pay;
 * - leading wilds also pay as wilds on their own (without multiplier); the line pays the
 *   larger of the two, the substituted win on a tie;
 * - a scatter breaks the line.
 * The exact RTP proof calls this same function, so engine and proof cannot drift apart.
 */
export function evaluateLine(c: CompiledSlot, symbols: readonly number[]): LineResult | null {
  const { reels, wild } = c;
  let leadingWilds = 0;
  while (leadingWilds < reels && symbols[leadingWilds] === wild) leadingWilds++;
  const wildPay = leadingWilds > 0 ? (c.pays[wild]?.[leadingWilds] ?? 0) : 0;

  let substituted: LineResult | null = null;
  const first = symbols[leadingWilds];
  if (first !== undefined && c.kinds[first] === 'regular') {
    let count = leadingWilds + 1;
    let multiplier = c.wildMultiplier ** leadingWilds;
    while (count < reels) {
      const next = symbols[count];
      if (next === wild) multiplier *= c.wildMultiplier;
      else if (next !== first) break;
      count++;
    }
    const pay = c.pays[first]?.[count] ?? 0;
    if (pay > 0) substituted = { symbol: first, count, pay, multiplier };
  }
  if (substituted && substituted.pay * substituted.multiplier >= wildPay) return substituted;
  if (wildPay > 0) return { symbol: wild, count: leadingWilds, pay: wildPay, multiplier: 1 };
  return null;
}

/** floor(bet × units / divisor) in minor units, refusing products JavaScript cannot hold. */
function amountOf(bet: number, units: number, divisor: number): number {
  const product = bet * units;
  if (!Number.isSafeInteger(product)) {
    throw new RangeError(`win of ${bet} × ${units} exceeds the safe integer range`);
  }
  return Math.floor(product / divisor);
}

/**
 * Everything a spin shows once its stops are drawn: the window, each win explained, the free
 * spins it awards. `lines` is the number of lines played (lines titles); `featureMultiplier` is
 * the free-spins multiplier (1 in the base game).
 */
export function evaluateStops(
  c: CompiledSlot,
  mode: SpinMode,
  stops: number[],
  bet: number,
  lines: number | null,
  featureMultiplier: number,
): SpinOutcome {
  const strips = mode === 'base' ? c.baseStrips : c.freeStrips;
  const { reels, rows, ids, wild, scatter } = c;
  const window: number[][] = [];
  for (let reel = 0; reel < reels; reel++) {
    const strip = strips[reel] as number[];
    const stop = stops[reel] as number;
    const column: number[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stop + row) % strip.length] as number);
    window.push(column);
  }

  const wins: SlotWin[] = [];
  if (c.lines) {
    const played = lines ?? c.lines.length;
    const symbols = new Array<number>(reels);
    for (let index = 0; index < played; index++) {
      const line = c.lines[index] as number[];
      for (let reel = 0; reel < reels; reel++) {
        symbols[reel] = (window[reel] as number[])[line[reel] as number] as number;
      }
      const result = evaluateLine(c, symbols);
      if (!result) continue;
      const multiplier = result.multiplier * featureMultiplier;
      wins.push({
        kind: 'line',
        line: index,
        symbol: ids[result.symbol] as string,
        count: result.count,
        pay: result.pay,
        multiplier,
        amount: amountOf(bet, result.pay * multiplier, played),
        positions: line.slice(0, result.count).map((row, reel): Position => [reel, row]),
      });
    }
  } else {
    for (const symbol of c.regular) {
      let ways = 1;
      let count = 0;
      const positions: Position[] = [];
      for (let reel = 0; reel < reels; reel++) {
        const column = window[reel] as number[];
        let matches = 0;
        for (let row = 0; row < rows; row++) {
          const cell = column[row];
          if (cell === symbol || cell === wild) {
            matches++;
            positions.push([reel, row]);
          }
        }
        if (matches === 0) break;
        ways *= matches;
        count++;
      }
      const pay = (c.pays[symbol] as number[])[count] ?? 0;
      if (pay === 0) continue;
      wins.push({
        kind: 'ways',
        ways,
        symbol: ids[symbol] as string,
        count,
        pay,
        multiplier: featureMultiplier,
        amount: amountOf(bet, pay * ways * featureMultiplier, c.waysDivisor),
        positions,
      });
    }
  }

  let scatterCount = 0;
  const scatterPositions: Position[] = [];
  if (scatter >= 0) {
    for (let reel = 0; reel < reels; reel++) {
      for (let row = 0; row < rows; row++) {
        if ((window[reel] as number[])[row] === scatter) {
          scatterCount++;
          scatterPositions.push([reel, row]);
        }
      }
    }
    const pay = c.scatterPays[scatterCount] ?? 0;
    if (pay > 0) {
      wins.push({
        kind: 'scatter',
        symbol: ids[scatter] as string,
        count: scatterCount,
        pay,
        multiplier: featureMultiplier,
        amount: amountOf(bet, pay * featureMultiplier, 1),
        positions: scatterPositions,
      });
    }
  }
  const feature = c.config.freeSpins;
  const awarded =
    feature && (mode === 'base' || feature.retrigger) ? (c.awards[scatterCount] ?? 0) : 0;

  return {
    mode,
    bet,
    lines: c.lines ? (lines ?? c.lines.length) : null,
    stops: [...stops],
    grid: window.map((column) => column.map((symbol) => ids[symbol] as string)),
    wins,
    win: wins.reduce((sum, win) => sum + win.amount, 0),
    scatterCount,
    freeSpinsAwarded: awarded,
  };
}
