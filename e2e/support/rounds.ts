import {
  createFairRng,
  hashServerSeed,
  spin,
  startFreeSpins,
  type SlotConfig,
  type SpinOutcome,
} from '@jackdaw/games';

/**
 * The server seed a journey's server gives every new seed pair (TEST_SERVER_SEED, a test-mode
 * setting): with it a journey knows its rounds before it plays them.
 */
export const JOURNEY_SERVER_SEED = '0123456789abcdef'.repeat(4);

/** The commitment a seed pair made from JOURNEY_SERVER_SEED shows before play. */
export const JOURNEY_SERVER_SEED_HASH = hashServerSeed(JOURNEY_SERVER_SEED);

export interface KnownRound {
  /** The client seed to set before the round. */
  clientSeed: string;
  /** The paid spin the server will draw; it awards no free spins. */
  outcome: SpinOutcome;
}

/**
 * The first client seed (`journey-0`, `journey-1`, …) under which the paid spin at `nonce`
 * under JOURNEY_SERVER_SEED is `wanted`, with all lines played, as the game client plays them.
 * Rounds that award free spins are passed over: their feature would only lengthen the journey.
 * Computed with the server's own engine, so a change of a title's reels picks another seed
 * instead of breaking the journey.
 */
export function knownRound(
  title: SlotConfig,
  { nonce, bet }: { nonce: number; bet: number },
  wanted: (outcome: SpinOutcome) => boolean,
): KnownRound {
  for (let candidate = 0; candidate < 1_000; candidate += 1) {
    const clientSeed = `journey-${candidate}`;
    const rng = createFairRng({ serverSeed: JOURNEY_SERVER_SEED, clientSeed, nonce });
    const outcome = spin(title, rng, bet);
    if (startFreeSpins(title, outcome, rng) === null && wanted(outcome)) {
      return { clientSeed, outcome };
    }
  }
  throw new Error(`no client seed gives the round wanted at nonce ${nonce}`);
}
