import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { bonusProfileOf } from '../users/index.js';
import { bonusesRepository as repo, type OfferRow } from './bonuses.repository.js';
import type { OffersService } from './offers.js';
import type { BonusIdentity, Campaigns, Grants, ReservedPrize, ReservedPrizes } from './types.js';

/** A deposit credited by payments (apply-event.ts), handed over in its transaction. */
export interface DepositCredited {
  userId: number;
  currency: CurrencyCode;
  amount: bigint;
  paymentId: string;
  /** The player's first credited deposit. */
  firstDeposit: boolean;
  /** The offer chosen for this deposit; absent: the choice kept with the deposit request. */
  bonusOfferId?: number | null;
}

const MINUTE_MS = 60_000;
/** A choice made with a deposit request counts for a credit within this many hours. */
const CHOICE_HOURS = 24;

/** The welcome percent for a deposit `elapsedMs` after registration (125 % within 15 min). */
export function welcomePercent(
  offer: Pick<OfferRow, 'percent' | 'fastPercent' | 'fastMinutes'>,
  elapsedMs: number,
): number {
  if (offer.fastPercent !== null && offer.fastMinutes !== null) {
    if (elapsedMs <= offer.fastMinutes * MINUTE_MS) return offer.fastPercent;
  }
  return offer.percent;
}

/** The bonus of a deposit: amount × percent, capped at the maximum bonus. */
export function depositBonusOf(amount: bigint, percent: number, maxBonus: number): bigint {
  const bonus = (amount * BigInt(percent)) / 100n;
  const cap = BigInt(maxBonus);
  return bonus < cap ? bonus : cap;
}

const runningAt = (offer: OfferRow, now: Date) =>
  offer.status === 'active' &&
  (offer.startsAt === null || offer.startsAt <= now) &&
  (offer.endsAt === null || offer.endsAt > now);

/** Whether a deposit `elapsed` ms after sign-up is still inside the offer's deposit window. */
const withinDepositWindow = (offer: { depositWindowHours: number | null }, elapsed: number) =>
  offer.depositWindowHours === null || elapsed <= offer.depositWindowHours * 60 * MINUTE_MS;

type FoundOffer = NonNullable<Awaited<ReturnType<OffersService['bySlug']>>>;

/**
 * The bonuses a credited deposit brings, in the credit's transaction (so a replayed callback,
 * which credits nothing, grants nothing; grants are also unique per payment and kind):
 * - the welcome bonus of the player's registration choice, on a first deposit within the window,
 *   one payment at or above the minimum, 125 % within 15 minutes, capped at the maximum bonus,
 *   plus the welcome free spins at or above their minimum deposit (casino choice);
 * - else the offer the player chose for this deposit, when it applies.
 * A welcome grant to a person who already had one on another account is refused and recorded.
 * An account registered from a landing (`reserved`) gets that landing's prize instead of the
 * welcome of its choice, under the same first-deposit, window and one-per-person rules.
 */
export function createDepositBonus(deps: {
  offers: OffersService;
  grants: Grants;
  identity: BonusIdentity;
  campaigns?: () => Campaigns | undefined;
  reserved?: () => ReservedPrizes | undefined;
  now?: () => Date;
}) {
  const clock = deps.now ?? (() => new Date());

  /** The deposit bonus of `found` at `percent` of the deposit, capped at its maximum bonus. */
  async function openDepositGrant(
    tx: SqlSession,
    deposit: DepositCredited,
    { offer, terms }: FoundOffer,
    grant: {
      percent: number;
      source: 'welcome' | 'deposit';
      displayKind: FoundOffer['offer']['displayKind'];
    },
  ): Promise<void> {
    const amount = depositBonusOf(deposit.amount, grant.percent, terms.amounts.maxBonus);
    if (amount <= 0n) return;
    await deps.grants.open(tx, {
      userId: deposit.userId,
      currency: deposit.currency,
      offerId: offer.id,
      kind: 'deposit',
      displayKind: grant.displayKind,
      product: offer.product,
      source: grant.source,
      amount,
      terms: { ...terms, percent: grant.percent },
      fundedFrom: 'expense',
      wagerMultiplier: terms.wagerMultiplier,
      wageringHours: terms.wageringHours,
      depositAmount: deposit.amount,
      paymentId: deposit.paymentId,
    });
  }

  /** The welcome's deposit bonus of `found` (its percent by the time since sign-up). */
  const openWelcomeBonus = (
    tx: SqlSession,
    deposit: DepositCredited,
    found: FoundOffer,
    elapsed: number,
    displayKind: FoundOffer['offer']['displayKind'],
  ) =>
    openDepositGrant(tx, deposit, found, {
      percent: welcomePercent(found.offer, elapsed),
      source: 'welcome',
      displayKind,
    });

  /**
   * The welcome free-spin campaign on a deposit that reaches its minimum, while it runs; a
   * landing's prize names its own game and count.
   */
  async function welcomeSpins(
    tx: SqlSession,
    deposit: DepositCredited,
    now: Date,
    prizeSpins?: { game: string; count: number },
  ): Promise<void> {
    const campaigns = deps.campaigns?.();
    if (!campaigns) return;
    const spins = await deps.offers.bySlug('welcome-freespins', deposit.currency, tx);
    if (!spins || !runningAt(spins.offer, now)) return;
    if (deposit.amount < BigInt(spins.terms.amounts.minDepositFreespins)) return;
    await campaigns.grant(tx, {
      userId: deposit.userId,
      currency: deposit.currency,
      offerId: spins.offer.id,
      terms: prizeSpins ? { ...spins.terms, spinsGame: prizeSpins.game } : spins.terms,
      source: 'welcome',
      paymentId: deposit.paymentId,
      ...(prizeSpins ? { spins: prizeSpins.count } : {}),
    });
  }

  /**
   * One welcome per person: a deposit by someone who already had one on another account is
   * refused (recorded for review), and the deposit is done with (true).
   */
  async function refusedAsDuplicate(
    tx: SqlSession,
    deposit: DepositCredited,
    offerId: number,
  ): Promise<boolean> {
    const duplicate = await deps.identity.duplicateOf(tx, deposit.userId);
    if (!duplicate) return false;
    await deps.identity.refuse(tx, {
      ...duplicate,
      userId: deposit.userId,
      source: 'welcome',
      offerId,
      paymentId: deposit.paymentId,
    });
    return true;
  }

  /**
   * A landing's prize on the first deposit: its offer (the welcome percents when it has them)
   * and its free spins, the spins with the welcome free-spin offer's terms on the prize's game.
   * False when the offer no longer runs or the deposit misses its window or minimum: the
   * ordinary welcome rules decide then.
   */
  async function reservedWelcome(
    tx: SqlSession,
    deposit: DepositCredited,
    createdAt: Date,
    prize: ReservedPrize,
    now: Date,
  ): Promise<boolean> {
    const found = await deps.offers.byId(prize.offerId, deposit.currency, tx);
    if (!found || !runningAt(found.offer, now)) return false;
    const { offer, terms } = found;
    const elapsed = now.getTime() - createdAt.getTime();
    if (!withinDepositWindow(offer, elapsed)) return false;
    const spinsOnly = offer.kind === 'freespins';
    const minimum = spinsOnly
      ? terms.amounts.minDepositFreespins || terms.amounts.minDeposit
      : terms.amounts.minDeposit;
    if (deposit.amount < BigInt(minimum)) return false;
    if (await refusedAsDuplicate(tx, deposit, offer.id)) return true;
    const campaigns = deps.campaigns?.();
    if (spinsOnly) {
      await campaigns?.grant(tx, {
        userId: deposit.userId,
        currency: deposit.currency,
        offerId: offer.id,
        terms: prize.freeSpins ? { ...terms, spinsGame: prize.freeSpins.game } : terms,
        source: 'welcome',
        paymentId: deposit.paymentId,
        ...(prize.freeSpins ? { spins: prize.freeSpins.count } : {}),
      });
      return true;
    }
    await openWelcomeBonus(tx, deposit, found, elapsed, offer.displayKind);
    if (prize.freeSpins) await welcomeSpins(tx, deposit, now, prize.freeSpins);
    return true;
  }

  async function welcome(tx: SqlSession, deposit: DepositCredited, now: Date): Promise<boolean> {
    if (!deposit.firstDeposit) return false;
    const profile = await bonusProfileOf(tx, deposit.userId);
    if (!profile) return false;
    const prize = await deps.reserved?.()?.prizeOf(tx, deposit.userId);
    if (prize && (await reservedWelcome(tx, deposit, profile.createdAt, prize, now))) return true;
    if (profile.bonusChoice !== 'casino' && profile.bonusChoice !== 'sport') {
      return false;
    }
    // No sportsbook, no sport bonus: one chosen anyway (a hand-made request, or a switch turned
    // off since) is not granted (README "Decisions").
    if (profile.bonusChoice === 'sport' && !(await repo.settings(tx)).sportsbookEnabled) {
      return false;
    }
    const slug = profile.bonusChoice === 'sport' ? 'welcome-sport' : 'welcome-casino';
    const found = await deps.offers.bySlug(slug, deposit.currency, tx);
    if (!found || !runningAt(found.offer, now)) return false;
    const { offer, terms } = found;
    const elapsed = now.getTime() - profile.createdAt.getTime();
    if (!withinDepositWindow(offer, elapsed)) return false;
    if (deposit.amount < BigInt(terms.amounts.minDeposit)) return false;
    if (await refusedAsDuplicate(tx, deposit, offer.id)) return true;
    await openWelcomeBonus(tx, deposit, found, elapsed, 'welcome');
    if (profile.bonusChoice === 'casino') await welcomeSpins(tx, deposit, now);
    return true;
  }

  async function chosen(tx: SqlSession, deposit: DepositCredited, now: Date) {
    const offerId =
      deposit.bonusOfferId ??
      (await repo.takeChoice(
        tx,
        deposit.userId,
        new Date(now.getTime() - CHOICE_HOURS * 3_600_000),
      ));
    if (!offerId) return;
    const found = await deps.offers.byId(offerId, deposit.currency, tx);
    if (!found || !runningAt(found.offer, now)) return;
    const { offer, terms } = found;
    if (offer.kind !== 'deposit' || offer.displayKind === 'welcome') return;
    if (offer.deposits === 'first' && !deposit.firstDeposit) return;
    if (deposit.amount < BigInt(terms.amounts.minDeposit)) return;
    if (terms.amounts.maxDeposit > 0 && deposit.amount > BigInt(terms.amounts.maxDeposit)) return;
    await openDepositGrant(tx, deposit, found, {
      percent: offer.percent,
      source: 'deposit',
      displayKind: offer.displayKind,
    });
  }

  return async function onDepositCredited(tx: SqlSession, deposit: DepositCredited) {
    const now = clock();
    if (await welcome(tx, deposit, now)) {
      await repo.takeChoice(tx, deposit.userId, now);
      return;
    }
    await chosen(tx, deposit, now);
  };
}
