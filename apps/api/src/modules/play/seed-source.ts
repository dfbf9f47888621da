import { createSeedPair, hashServerSeed, type SeedPair } from '@jackdaw/games';

/**
 * Makes the seed pair a player's game family or a demo session starts with. A rotation's next
 * pair does not come from here: it is always random, so that a rotation always shows a new
 * commitment.
 */
export type SeedSource = (clientSeed?: string) => SeedPair;

/**
 * Random server seeds, or with TEST_SERVER_SEED (test mode only, config.ts) that seed for every
 * new pair: a browser journey then computes its rounds with the slot engine and spins exactly
 * as often as it needs instead of until it is lucky.
 */
export function seedSource(testServerSeed: string | undefined): SeedSource {
  if (testServerSeed === undefined) return (clientSeed) => createSeedPair(clientSeed);
  const serverSeedHash = hashServerSeed(testServerSeed);
  return (clientSeed) => ({
    ...createSeedPair(clientSeed),
    serverSeed: testServerSeed,
    serverSeedHash,
  });
}
