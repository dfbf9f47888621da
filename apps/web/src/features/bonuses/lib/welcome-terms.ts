import type { BonusCategory, BonusTerms, WelcomeOffer } from '@jackdaw/contracts';

/** The welcome offers by what the info page says of them. */
export interface WelcomeSections {
  casino: WelcomeOffer | null;
  sport: WelcomeOffer | null;
  freespins: WelcomeOffer | null;
}

/** Sorts GET /bonuses/welcome's offers into the page's sections. */
export function welcomeSections(offers: readonly WelcomeOffer[]): WelcomeSections {
  return {
    casino: offers.find((offer) => offer.kind === 'deposit' && offer.product === 'casino') ?? null,
    sport: offers.find((offer) => offer.kind === 'deposit' && offer.product === 'sport') ?? null,
    freespins: offers.find((offer) => offer.kind === 'freespins') ?? null,
  };
}

/** The categories that count towards wagering, largest share first, with their percent. */
export function countingCategories(
  terms: Pick<BonusTerms, 'contributions'>,
): [BonusCategory, number][] {
  return (Object.entries(terms.contributions) as [BonusCategory, number][])
    .filter(([, share]) => share > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** Whole days of a number of hours, at least 1. */
export const daysOf = (hours: number): number => Math.max(1, Math.round(hours / 24));
