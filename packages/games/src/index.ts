/**
 * @jackdaw/games: the pure maths of the casino's own games. Everything here is synchronous and
 * free of Node APIs, so the server, the game client and the verify page run the same code.
 *
 * - fairness: seeds, commitments, rotation and the HMAC-SHA256 random stream;
 * - slots: the engine (spin, free-spins steps, whole rounds) and its exact RTP maths;
 * - titles: the studio's slot titles with their declared, test-proven figures;
 * - verify: recompute a round from its seeds;
 * - art: every title's symbols and cover as SVG markup (no framework), for client, site and
 *   server, from its own entries so that a bundle carries it only where drawn:
 *   `@jackdaw/games/art` (all titles at once) and `@jackdaw/games/art/load` (one title's chunk).
 */
export type { Rng } from './fairness/rng.js';
export { createFairRng, generateFloats, type RoundSeeds } from './fairness/floats.js';
export {
  CLIENT_SEED_MAX_LENGTH,
  clientSeedProblem,
  createSeedPair,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isValidClientSeed,
  rotateSeeds,
  type ClientSeedProblem,
  type SeedPair,
  type SeedRotation,
} from './fairness/seeds.js';

export type {
  FreeSpinsRule,
  LinesPay,
  Position,
  SlotConfig,
  SlotSymbol,
  SlotTitle,
  SlotWin,
  SpinMode,
  SpinOutcome,
  SymbolKind,
  Volatility,
  WaysPay,
} from './slots/engine/types.js';
export { LINES_5X3, LINES_5X4, strip } from './slots/engine/lines.js';
export { spin, type SpinOptions } from './slots/engine/spin.js';
export {
  playRound,
  spinFeature,
  startFreeSpins,
  type FeatureStep,
  type FreeSpinsState,
  type RoundOutcome,
} from './slots/engine/feature.js';
export { exactFigures, type SlotFigures } from './slots/maths/exact-figures.js';
export { volatilityForDeviation } from './slots/maths/volatility.js';

export {
  SLOT_TITLES,
  abyssWays,
  dragonsHoard,
  findSlotTitle,
  fruitClassic,
  jungleWays,
  pharaohsTomb,
} from './titles/index.js';

export {
  verifySlotRound,
  type RecordedSlotRound,
  type SlotRoundToVerify,
  type SlotRoundVerification,
} from './verify/verify-slot-round.js';

export {
  autoCashOutReached,
  cashOutInTime,
  CRASH_GROWTH_PER_MS,
  CRASH_MIN_RESULT,
  crashResult,
  crashWin,
  elapsedAt,
  generateChain,
  hashFromCheckpoint,
  isChainHash,
  maxWinMultiplier,
  multiplierAt,
  previousHash,
  verifyCrashRound,
  type CrashVerification,
} from './crash/crash.js';
export { crashReturn, reachChance, reachingCount } from './crash/rtp.js';

// The eight originals (issue 24): dice, limbo, plinko, mines, keno, hilo, wheel, flip.
export * from './originals/index.js';
