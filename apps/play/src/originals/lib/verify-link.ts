import {
  VERIFY_PAGE_PATH,
  verifyPageSearch,
  type GameMode,
  type PlaySeeds,
} from '@jackdaw/contracts';
import type { VerifiableRound } from '../game/originals-game';

/** A retired seed pair as a rotation answers it, its server seed revealed. */
export interface Revealed extends PlaySeeds {
  serverSeed: string;
}

/** The site's verify page for one real round, by its id (the page recomputes it from its seeds). */
export const originalsVerifyHref = (roundId: string): string =>
  VERIFY_PAGE_PATH + verifyPageSearch({ round: roundId });

/**
 * The verify page for the latest round: a real one by id; a demo one (stored for no one) by
 * what replays it, with its server seed once a rotation has revealed it.
 */
export function latestRoundHref(
  mode: GameMode,
  round: VerifiableRound,
  revealed: Revealed | null,
  maxWin: number,
): string {
  if (mode === 'real') return originalsVerifyHref(round.roundId);
  const serverSeed =
    revealed && revealed.serverSeedHash === round.serverSeedHash ? revealed.serverSeed : undefined;
  return (
    VERIFY_PAGE_PATH +
    verifyPageSearch({
      game: round.game,
      bet: round.bet,
      nonce: round.nonce,
      clientSeed: round.clientSeed,
      serverSeedHash: round.serverSeedHash,
      serverSeed,
      params: round.params,
      actions: round.actions.length > 0 ? round.actions : undefined,
      maxWin,
    })
  );
}

export interface Revealed extends PlaySeeds {
  serverSeed: string;
}
