import type { PromoAmounts, PromoReward } from '@jackdaw/contracts';
import type { SqlRunner } from '../../db/client.js';
import { insertCodeIfMissing } from './promo-codes.repository.js';

/** A demo code of a local install (README "Demo codes"). */
interface DemoCode {
  code: string;
  reward: PromoReward;
  amounts: PromoAmounts;
  refundPercent?: number;
  refundDays?: number;
}

/**
 * The demo codes (dev and demo installs only, with the demo player): one per reward, so the
 * site's journeys can redeem each. Figures in USD and INR (the demo player's currency); other
 * currencies convert USD's.
 */
export const DEMO_PROMO_CODES: readonly DemoCode[] = [
  {
    code: 'WELCOME50',
    reward: 'bonus',
    amounts: { byCurrency: { USD: 5_000, INR: 400_000 }, spins: null },
  },
  { code: 'SPINS25', reward: 'freespins', amounts: { byCurrency: {}, spins: 25 } },
  {
    code: 'SAFEBET',
    reward: 'insurance',
    amounts: { byCurrency: { USD: 1_000, INR: 100_000 }, spins: null },
  },
  {
    code: 'CASHBACK10',
    reward: 'refund',
    amounts: { byCurrency: { USD: 5_000, INR: 500_000 }, spins: null },
    refundPercent: 10,
    refundDays: 7,
  },
];

/**
 * Inserts the demo codes that are missing (a code staff changed is left as it is). SPINS25
 * plays by `freespinsOfferId` (the seeded free-spin offer); without one it is not seeded.
 */
export async function seedDemoPromoCodes(
  sql: SqlRunner,
  offers: { freespinsOfferId: number | null },
): Promise<void> {
  await sql.transaction(async (tx) => {
    for (const demo of DEMO_PROMO_CODES) {
      const offerId = demo.reward === 'freespins' ? offers.freespinsOfferId : null;
      if (demo.reward === 'freespins' && offerId === null) continue;
      await insertCodeIfMissing(tx, {
        code: demo.code,
        reward: demo.reward,
        offerId,
        amounts: demo.amounts,
        refundPercent: demo.refundPercent ?? null,
        refundDays: demo.refundDays ?? null,
        maxUses: null,
      });
    }
  });
}
