import type { z } from 'zod/mini';
import type { adminChatPlayerCardSchema } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { bonusesRepository, progressPercent } from '../bonuses/index.js';
import { latestPaymentsOf, openAccountReviewsOf } from '../payments/index.js';
import { playerSummary } from '../player-admin/index.js';
import type { PlayerRecord } from '../users/index.js';
import { playerAccounts } from '../wallet/index.js';

export type ChatPlayerCard = z.infer<typeof adminChatPlayerCardSchema>;

const CARD_PAYMENTS = 5;

/**
 * What support sees of the player beside the conversation, read through the owning modules'
 * exports in the caller's transaction: summary (player-admin), balances (wallet), the last five
 * payments and open account reviews (payments), the active bonus with its wagering progress
 * (bonuses; the casino one before the sport one), and the flags that change an answer.
 */
export async function playerCard(tx: SqlSession, player: PlayerRecord): Promise<ChatPlayerCard> {
  const balances = await playerAccounts(tx, player.id);
  const payments = await latestPaymentsOf(tx, player.id, CARD_PAYMENTS);
  const reviews = await openAccountReviewsOf(tx, player.id);
  const grant =
    (await bonusesRepository.activeOf(tx, player.id, 'casino')) ??
    (await bonusesRepository.activeOf(tx, player.id, 'sport'));
  const offer =
    grant && grant.offerId !== null
      ? await bonusesRepository.offerById(tx, grant.offerId)
      : undefined;
  const flags = [
    ...(player.banned ? ['banned'] : []),
    ...(player.amlHold ? ['aml_hold'] : []),
    ...reviews.map((reason) => `review:${reason}`),
  ];
  return {
    player: playerSummary(player),
    balances: balances.map((row) => ({
      kind: row.kind,
      currency: row.currency,
      balance: row.balance.toString(),
    })),
    lastPayments: payments.map((payment) => ({
      id: payment.id,
      type: payment.type,
      status: payment.status,
      amount: payment.amount.toString(),
      currency: payment.currency,
      method: payment.method,
      createdAt: payment.createdAt.toISOString(),
    })),
    bonus: grant
      ? {
          id: grant.id,
          name: offer?.name ?? grant.displayKind,
          status: grant.status,
          progress: progressPercent(grant.wagerProgress, grant.wagerRequired),
        }
      : null,
    flags,
  };
}
