import type { SlotConfig, SymbolKind } from './types.js';

/**
 * A config turned into index arrays once, so that a spin is array look-ups only (the bench
 * runs tens of millions of them) and so that every invalid title fails at the first spin or
 * proof with a message naming the problem.
 */
export interface CompiledSlot {
  config: SlotConfig;
  reels: number;
  rows: number;
  ids: string[];
  kinds: SymbolKind[];
  /** Index of the wild symbol, or -1. */
  wild: number;
  wildMultiplier: number;
  /** Index of the scatter symbol, or -1. */
  scatter: number;
  regular: number[];
  /** pays[symbol][count] for count 0..reels, in line-bet or way-bet units. */
  pays: number[][];
  /** scatterPays[count] for count 0..reels×rows, in total-bet units. */
  scatterPays: number[];
  /** Free spins awarded by scatter count 0..reels×rows. */
  awards: number[];
  baseStrips: number[][];
  freeStrips: number[][];
  /** Line set (lines titles) or null (ways titles). */
  lines: number[][] | null;
  minLines: number;
  /** Bet units a pay is a multiple of: the lines played or the ways bet divisor. */
  waysDivisor: number;
}

const cache = new WeakMap<SlotConfig, CompiledSlot>();

export function compileSlot(config: SlotConfig): CompiledSlot {
  let compiled = cache.get(config);
  if (!compiled) {
    compiled = compile(config);
    cache.set(config, compiled);
  }
  return compiled;
}

function fail(message: string): never {
  throw new Error(`invalid slot config: ${message}`);
}

const isPositiveInteger = (n: unknown): n is number => Number.isSafeInteger(n) && Number(n) > 0;

/**
 * A by-count table as a dense array. Counts above the highest listed one pay like it (a scatter
 * count can exceed the reel count when a strip shows two scatters at once).
 */
function byCount(
  table: Readonly<Record<number, number>> | undefined,
  size: number,
  what: string,
): number[] {
  const dense = new Array<number>(size + 1).fill(0);
  if (!table) return dense;
  for (const [key, value] of Object.entries(table)) {
    const count = Number(key);
    if (!isPositiveInteger(count) || count > size) fail(`${what}: count ${key} out of range`);
    if (!Number.isSafeInteger(value) || value < 0) fail(`${what}: ${value} is not an integer ≥ 0`);
    dense[count] = value;
  }
  for (let count = 1; count <= size; count++) {
    const previous = dense[count - 1] as number;
    if ((dense[count] as number) < previous) {
      if (table[count] !== undefined) fail(`${what}: pays must not decrease with the count`);
      dense[count] = previous;
    }
  }
  return dense;
}

function compile(config: SlotConfig): CompiledSlot {
  const { reels, rows } = config;
  if (!isPositiveInteger(reels) || reels < 3) fail('at least 3 reels');
  if (!isPositiveInteger(rows)) fail('at least 1 row');

  const ids = config.symbols.map((s) => s.id);
  if (new Set(ids).size !== ids.length) fail('symbol ids must be unique');
  const kinds = config.symbols.map((s) => s.kind);
  const wilds = kinds.flatMap((k, i) => (k === 'wild' ? [i] : []));
  const scatters = kinds.flatMap((k, i) => (k === 'scatter' ? [i] : []));
  if (wilds.length > 1 || scatters.length > 1) fail('at most one wild and one scatter');
  const wild = wilds[0] ?? -1;
  const scatter = scatters[0] ?? -1;

  const wildSymbol = wild >= 0 ? config.symbols[wild] : undefined;
  const wildMultiplier = wildSymbol?.multiplier ?? 1;
  if (!isPositiveInteger(wildMultiplier)) fail('wild multiplier must be a positive integer');
  if (config.pay.kind === 'ways') {
    // A way's pay times a product of wild multipliers over its cells has no single multiplier
    // to explain per win; ways titles keep wilds plain and non-paying.
    if (wildMultiplier !== 1) fail('wild multipliers are for lines titles only');
    if (wildSymbol?.pays && Object.keys(wildSymbol.pays).length > 0) {
      fail('a ways wild substitutes only');
    }
  }

  const pays = config.symbols.map((s) =>
    s.kind === 'scatter' ? new Array<number>(reels + 1).fill(0) : byCount(s.pays, reels, s.id),
  );
  const cells = reels * rows;
  const scatterPays =
    scatter >= 0
      ? byCount(config.symbols[scatter]?.pays, cells, 'scatter')
      : new Array<number>(cells + 1).fill(0);
  const awards = byCount(config.freeSpins?.awards, cells, 'free spins awards');
  if (config.freeSpins) {
    if (scatter < 0) fail('free spins need a scatter');
    if (!isPositiveInteger(config.freeSpins.multiplier)) fail('free spins multiplier');
  }

  const compileStrips = (strips: readonly (readonly string[])[], what: string): number[][] => {
    if (strips.length !== reels) fail(`${what}: one strip per reel`);
    return strips.map((strip, reel) => {
      if (strip.length < rows) fail(`${what}: reel ${reel} is shorter than the window`);
      return strip.map((id) => {
        const index = ids.indexOf(id);
        if (index < 0) fail(`${what}: unknown symbol ${id} on reel ${reel}`);
        return index;
      });
    });
  };
  const baseStrips = compileStrips(config.strips, 'strips');
  const freeStrips = config.freeSpins?.strips
    ? compileStrips(config.freeSpins.strips, 'free spins strips')
    : baseStrips;

  let lines: number[][] | null = null;
  let minLines = 0;
  let waysDivisor = 1;
  if (config.pay.kind === 'lines') {
    lines = config.pay.lines.map((line) => [...line]);
    for (const line of lines) {
      if (
        line.length !== reels ||
        line.some((row) => !Number.isInteger(row) || row < 0 || row >= rows)
      ) {
        fail(`line ${line.join(',')} does not fit ${reels}×${rows}`);
      }
    }
    if (new Set(lines.map((l) => l.join(','))).size !== lines.length) fail('duplicate lines');
    minLines = config.pay.minLines;
    if (!isPositiveInteger(minLines) || minLines > lines.length) fail('minLines');
  } else {
    waysDivisor = config.pay.betDivisor;
    if (!isPositiveInteger(waysDivisor)) fail('ways bet divisor');
  }

  return {
    config,
    reels,
    rows,
    ids,
    kinds,
    wild,
    wildMultiplier,
    scatter,
    regular: kinds.flatMap((k, i) => (k === 'regular' ? [i] : [])),
    pays,
    scatterPays,
    awards,
    baseStrips,
    freeStrips,
    lines,
    minLines,
    waysDivisor,
  };
}
