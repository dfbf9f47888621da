import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  BONUS_SPEC_AMOUNTS,
  WELCOME_BONUS,
  type BonusTerms,
} from '@jackdaw/contracts';
import { createFairRng, fruitClassic, spin } from '@jackdaw/games';
import type { SqlRunner } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { RoundTaken } from '../play/index.js';
import type { Ledger } from '../wallet/index.js';
import { createCampaigns } from './campaigns.js';

/**
 * Free rounds the demo campaign has played: all of its first part (250 / 5), so the campaign is
 * under way with its next part a day off. The demo player's game opens on paid play meanwhile,
 * which the journeys of paid rounds rely on; a fresh player's campaign shows free rounds
 * (bonuses journey). And the seed their outcomes are drawn from.
 */
const DEMO_PLAYED = WELCOME_BONUS.spinsTotal / WELCOME_BONUS.spinsParts;
const DEMO_SEED = { serverSeed: 'f5'.repeat(32), clientSeed: 'demo-freespins' };

/** The welcome free spins of engagement §9 (card reading) in INR, as the demo player got them. */
export const DEMO_CAMPAIGN_TERMS: BonusTerms = {
  name: 'Welcome free spins',
  percent: 0,
  fastPercent: null,
  fastMinutes: null,
  wagerMultiplier: WELCOME_BONUS.wagerMultiplier,
  wageringHours: WELCOME_BONUS.wageringHours,
  freespinWagerMultiplier: WELCOME_BONUS.freespinWagerMultiplier,
  freespinWageringHours: WELCOME_BONUS.freespinWageringHours,
  contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
  payoutPercent: WELCOME_BONUS.payoutPercent,
  maxStake: null,
  amounts: {
    minDeposit: 0,
    maxDeposit: 0,
    minDepositFreespins: 0,
    maxBonus: 0,
    winCap: BONUS_SPEC_AMOUNTS.INR?.winCap ?? 1_000_000,
  },
  spinsTotal: WELCOME_BONUS.spinsTotal,
  spinsParts: WELCOME_BONUS.spinsParts,
  spinsPartHours: WELCOME_BONUS.spinsPartHours,
  spinsGame: fruitClassic.id,
  claimHours: WELCOME_BONUS.claimHours,
};

/**
 * The demo player's free-spin campaign in progress (README "Demo"): 250 welcome spins on
 * fruit classic, the first part's 50 played with wins credited to the free-spin winnings.
 * The rounds are settled through the campaign's own path (spin taken, win capped, ledger,
 * counters) with outcomes drawn by the engine from a fixed seed; they have no game-client
 * round rows. Idempotent: the campaign is found by its key, each round by its id.
 */
export async function seedDemoCampaign(
  sql: SqlRunner,
  ledger: Ledger,
  userId: number,
): Promise<void> {
  const module = createCampaigns({
    sql,
    ledger,
    // The demo campaign never ends during the seed: no grant is opened.
    grants: { open: () => Promise.reject(new Error('the demo campaign does not end')) },
  });
  const { id } = await sql.transaction((tx) =>
    module.campaigns.grant(tx, {
      userId,
      currency: 'INR',
      offerId: null,
      terms: DEMO_CAMPAIGN_TERMS,
      source: 'welcome',
      paymentId: `demo:${userId}:freespins`,
    }),
  );
  for (let nonce = 0; nonce < DEMO_PLAYED; nonce += 1) {
    try {
      await sql.transaction(async (tx) => {
        const ticket = await module.freeRounds.take(tx, { userId, game: fruitClassic.id });
        if (ticket.campaignId !== id) return;
        const outcome = spin(fruitClassic, createFairRng({ ...DEMO_SEED, nonce }), ticket.bet);
        const held = await ledger.lock(tx, {
          userId,
          currency: 'INR',
          kinds: ['real', 'bonus_casino', 'freespin_winnings'],
        });
        await module.freeRounds.settle(tx, {
          userId,
          currency: 'INR',
          campaignId: id,
          part: ticket.part,
          roundId: `demo-${userId}-freespin-${nonce}`,
          game: fruitClassic.id,
          win: BigInt(outcome.win),
          countsSpin: true,
          open: false,
          held,
        });
      });
    } catch (error) {
      // Played on an earlier run; or, on an older demo database, its part is over.
      if (error instanceof RoundTaken) continue;
      if (error instanceof AppError) return;
      throw error;
    }
  }
}
