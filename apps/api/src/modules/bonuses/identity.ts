import type { SqlSession } from '../../db/client.js';
import { playersSharingPayer } from '../payments/index.js';
import { bonusProfileOf, playersSharingEmail } from '../users/index.js';
import { bonusesRepository as repo } from './bonuses.repository.js';
import type { BonusIdentity, DuplicatePerson } from './types.js';

/**
 * One bonus per person (engagement §5): a welcome or promo grant is refused when another account
 * sharing the normalised e-mail, a phone number paid with, or a card (last four and holder) already
 * got one. Addresses are not matched: no part of the casino stores a postal address yet.
 */
export const bonusIdentity: BonusIdentity = {
  async duplicateOf(tx: SqlSession, userId: number): Promise<DuplicatePerson | null> {
    const candidates: DuplicatePerson[] = [];
    const profile = await bonusProfileOf(tx, userId);
    if (profile) {
      for (const id of await playersSharingEmail(tx, userId, profile.email)) {
        candidates.push({ matchedOn: 'email', matchedUserId: id });
      }
    }
    for (const match of await playersSharingPayer(tx, userId)) {
      candidates.push({ matchedOn: match.matchedOn, matchedUserId: match.userId });
    }
    if (candidates.length === 0) return null;
    const granted = new Set(
      await repo.grantedAmong(
        tx,
        candidates.map((candidate) => candidate.matchedUserId),
      ),
    );
    return candidates.find((candidate) => granted.has(candidate.matchedUserId)) ?? null;
  },

  async refuse(tx, input) {
    await repo.insertRefusal(tx, {
      userId: input.userId,
      source: input.source,
      offerId: input.offerId ?? null,
      promoCodeId: input.promoCodeId ?? null,
      paymentId: input.paymentId ?? null,
      matchedOn: input.matchedOn,
      matchedUserId: input.matchedUserId,
    });
  },
};
