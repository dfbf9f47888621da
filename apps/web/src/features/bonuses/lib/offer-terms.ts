import type { AvailableBonus, BonusEntry, BonusesResponse } from '@jackdaw/contracts';

/** What the `bonus` popup shows of the offer it deposits for, and the amounts it allows. */
export interface OfferTerms {
  offerId: number;
  name: string;
  kind: 'deposit' | 'freespins';
  percent: number;
  spins: number;
  minDeposit: number;
  maxDeposit: number;
  maxBonus: number;
  wagerMultiplier: number;
  wageringHours: number;
  freespinWageringHours: number | null;
}

function fromEntry(entry: BonusEntry, offerId: number): OfferTerms {
  const { terms } = entry;
  const spins = entry.info.displayKind === 'freespins';
  return {
    offerId,
    name: entry.info.name || terms.name,
    kind: spins ? 'freespins' : 'deposit',
    percent: entry.info.percent || terms.percent,
    spins: entry.info.quantitySpins || (terms.spinsTotal ?? 0),
    minDeposit: spins
      ? terms.amounts.minDepositFreespins || terms.amounts.minDeposit
      : terms.amounts.minDeposit,
    maxDeposit: terms.amounts.maxDeposit,
    maxBonus: terms.amounts.maxBonus,
    wagerMultiplier: spins
      ? (terms.freespinWagerMultiplier ?? terms.wagerMultiplier)
      : terms.wagerMultiplier,
    wageringHours: terms.wageringHours,
    freespinWageringHours: terms.freespinWageringHours,
  };
}

/**
 * The terms of offer `offerId`: from GET /bonuses/list-available when it lists the offer, else
 * from the entry of GET /bonuses that offers it (the welcome card), null when neither does.
 */
export function offerTerms(
  offerId: number,
  available: readonly AvailableBonus[] | undefined,
  bonuses: BonusesResponse['bonuses'] | undefined,
): OfferTerms | null {
  const listed = available?.find((offer) => offer.offerId === offerId);
  if (listed) {
    return {
      offerId,
      name: listed.name,
      kind: listed.kind,
      percent: listed.percent,
      spins: listed.quantitySpins,
      minDeposit: listed.minDeposit,
      maxDeposit: listed.maxDeposit,
      maxBonus: listed.maxBonus,
      wagerMultiplier: listed.wagerMultiplier,
      wageringHours: listed.wageringHours,
      freespinWageringHours: null,
    };
  }
  if (!bonuses) return null;
  const entries = [
    ...(bonuses.deposit ? [bonuses.deposit] : []),
    ...bonuses.freespins,
    ...bonuses.others,
  ];
  const entry = entries.find((item) => item.info.offerId === offerId && item.bonus === null);
  return entry ? fromEntry(entry, offerId) : null;
}
