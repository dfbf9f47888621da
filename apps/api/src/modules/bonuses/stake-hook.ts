import {
  bonusCategorySchema,
  ErrorCode,
  playBetLimits,
  type BonusCategory,
} from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { transactionMetadata, type StakeEvent, type StakeHook } from '../wallet/index.js';
import { bonusesRepository as repo } from './bonuses.repository.js';
import type { GrantsService } from './grants.js';
import { isMet } from './wagering.js';

/** The casino's own studio: its titles are slots (no catalogue query on the hot path). */
export const OWN_STUDIO = 'jackdaw';

/** The contribution category of an own-studio stake: the metadata's `bonusCategory`, or slots. */
export function ownStudioCategory(metadata: Record<string, unknown> | undefined): BonusCategory {
  const named = metadata?.bonusCategory;
  return typeof named === 'string' && bonusCategorySchema.safeParse(named).success
    ? (named as BonusCategory)
    : 'slots';
}

/** A provider game's contribution category and bonus exclusion (games/bonus-category.ts). */
export type CategoryReader = (
  tx: SqlSession,
  provider: string,
  gameId: string | undefined,
) => Promise<{ category: BonusCategory; excluded: boolean }>;

/**
 * Bonus wagering in every bet's transaction (ledger.onStake). With no active casino grant a bet
 * costs exactly one indexed statement: for the own studio the progress update itself, for a
 * provider game the look-up of the active grant's id. Real and bonus parts both count; a bet's
 * rollback takes its wagering back (floor zero). Met → the bonus converts; the bonus balance
 * below the minimum bet with no round open → the bonus ends as depleted.
 */
export function createStakeHook(deps: {
  grants: GrantsService;
  categoryOf: CategoryReader;
}): StakeHook {
  return async function bonusStake(event: StakeEvent) {
    const stake = event.split.real + event.split.bonus;
    if (stake === 0n) return;
    const { tx, userId } = event;
    let grant;
    if (event.provider === OWN_STUDIO) {
      // The studio's slots name no category; its other games (crash, originals) name theirs in
      // the bet's metadata (`bonusCategory`), so no catalogue query runs on the hot path.
      grant = await repo.addWager(tx, userId, stake, ownStudioCategory(event.metadata));
    } else {
      if ((await repo.activeCasinoId(tx, userId)) === undefined) return;
      let gameId = event.metadata?.gameId;
      const reverses = event.metadata?.reverses;
      if (gameId === undefined && typeof reverses === 'number') {
        // A rollback names the bet it cancels: its game decides what comes off the progress.
        gameId = (await transactionMetadata(tx, reverses))?.gameId;
      }
      const { category, excluded } = await deps.categoryOf(
        tx,
        event.provider,
        typeof gameId === 'string' ? gameId : gameId === undefined ? undefined : String(gameId),
      );
      // A barred game (engagement §5) adds nothing to wagering.
      if (excluded) return;
      grant = await repo.addWager(tx, userId, stake, category);
    }
    if (!grant) return;
    // The grant's `bonus` event, sent once per transaction with its final progress (issue 22).
    await deps.grants.announce(tx, userId, grant.id);
    if (stake > 0n && grant.maxStake !== null && stake > grant.maxStake) {
      throw new AppError(
        409,
        ErrorCode.BonusMaxStake,
        'This stake is above the largest one allowed while a bonus is wagered.',
      );
    }
    const met = isMet(grant.progress, grant.required);
    const balance = event.held.get('bonus_casino')?.balance;
    const depleted =
      !met &&
      event.settled !== undefined &&
      !event.settled.open &&
      balance !== undefined &&
      balance < BigInt(playBetLimits(event.currency).min);
    if (!met && !depleted) return;
    // Only now the whole grant (its row is locked by the update above).
    const row = await repo.lockGrant(tx, userId, grant.id);
    if (row) await deps.grants.endIn(tx, row, met ? 'converted' : 'depleted', event.held);
  };
}
