import {
  ErrorCode,
  PROMO_INSURANCE_HOURS,
  PROMO_MAX_FAILED_PER_HOUR,
  promoAmountsSchema,
  type BonusTerms,
  type CurrencyCode,
  type PromoAmounts,
  type PromoUseResponse,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  friendlyRound,
  type BonusIdentity,
  type Campaigns,
  type Grants,
  type Offers,
} from '../bonuses/index.js';
import { convertMinor, type ExchangeService } from '../reports/index.js';
import { playerRecord } from '../users/index.js';
import { netRealLosses, type Ledger, type StakeEvent } from '../wallet/index.js';
import * as repository from './promo-codes.repository.js';
import type { PromoCodeRow } from './promo-codes.repository.js';
import {
  attemptsExhausted,
  checkCode,
  fallbackTerms,
  figureFor,
  isLosingRound,
  normalizeCode,
  refundAmount,
  REFUSALS,
  retryAfterSeconds,
  type PromoRefusal,
} from './promo-rules.js';

export interface PromoCodesDependencies {
  sql: SqlRunner;
  ledger: Ledger;
  grants: Grants;
  offers: Offers;
  identity: BonusIdentity;
  campaigns: Campaigns;
  /** The reports' exchange rates, read in the redemption's transaction. */
  exchange: Pick<ExchangeService, 'read'>;
}

type Redeemed = Omit<PromoUseResponse, 'statusCode'>;

/** What the transaction answers: the reward, or the refusal it committed its records for. */
type Outcome = { redeemed: Redeemed } | { refused: PromoRefusal } | { tooMany: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Promo codes (README): `redeem` for the player's call, and the bet insurance's stake hook,
 * registered on the ledger here (every bet's transaction runs it).
 */
export function createPromoCodes(deps: PromoCodesDependencies) {
  const { sql, ledger, grants, offers, identity, campaigns, exchange } = deps;

  /** The terms a bonus-money grant of this code gets: its offer's, else the fallback. */
  async function bonusTerms(
    tx: SqlSession,
    offerId: number | null,
    currency: CurrencyCode,
    name: string,
  ): Promise<BonusTerms> {
    const terms = offerId === null ? null : await offers.termsFor(offerId, currency, tx);
    return terms ?? fallbackTerms(name);
  }

  /** The checks past the code's own: the reward's figure and what it needs to be given. */
  async function prepare(
    tx: SqlSession,
    row: PromoCodeRow,
    amounts: PromoAmounts,
    player: { userId: number; currency: CurrencyCode },
  ): Promise<{ figure: bigint; terms: BonusTerms | null } | { refused: PromoRefusal }> {
    const { currency, userId } = player;
    let rates: Awaited<ReturnType<typeof exchange.read>>['rates'] | undefined;
    const figure = await figureFor(row.reward, amounts, currency, async (usd) => {
      rates ??= (await exchange.read(tx)).rates;
      return friendlyRound(convertMinor(usd, 'USD', currency, rates));
    });
    if (figure === null || (row.reward !== 'freespins' && figure <= 0n)) {
      return { refused: 'not_for_you' };
    }
    switch (row.reward) {
      case 'bonus':
        return { figure, terms: await bonusTerms(tx, row.offerId, currency, row.code) };
      case 'freespins': {
        const terms =
          row.offerId === null ? null : await offers.termsFor(row.offerId, currency, tx);
        // A free-spin code without a free-spin offer to play it by is not for anyone.
        if (!terms || (terms.spinsTotal ?? 0) <= 0) return { refused: 'not_for_you' };
        return { figure, terms };
      }
      case 'insurance':
        if (await repository.armedInsurance(tx, userId)) return { refused: 'insurance_armed' };
        return { figure, terms: null };
      case 'refund': {
        const since = new Date(Date.now() - (row.refundDays ?? 0) * DAY_MS);
        const losses = await netRealLosses(tx, { userId, currency, since });
        const amount = refundAmount(losses, row.refundPercent ?? 0, figure);
        if (amount <= 0n) return { refused: 'nothing_to_refund' };
        return { figure: amount, terms: null };
      }
    }
  }

  /** Gives the reward (the code's use and the redemption row are the caller's). */
  async function give(
    tx: SqlSession,
    row: PromoCodeRow,
    amounts: PromoAmounts,
    prepared: { figure: bigint; terms: BonusTerms | null },
    player: { userId: number; currency: CurrencyCode },
  ) {
    const { userId, currency } = player;
    const none = { grantId: null, campaignId: null, insuranceId: null, spins: 0 };
    switch (row.reward) {
      case 'bonus': {
        const terms = prepared.terms!;
        const grant = await grants.open(tx, {
          userId,
          currency,
          offerId: row.offerId,
          kind: 'deposit',
          displayKind: 'deposit',
          product: 'casino',
          source: 'promo',
          amount: prepared.figure,
          terms,
          fundedFrom: 'expense',
          wagerMultiplier: terms.wagerMultiplier,
          wageringHours: terms.wageringHours,
          promoCodeId: row.id,
        });
        return { ...none, grantId: grant.id };
      }
      case 'freespins': {
        const terms = prepared.terms!;
        const spins = amounts.spins ?? terms.spinsTotal ?? 0;
        const campaign = await campaigns.grant(tx, {
          userId,
          currency,
          offerId: row.offerId,
          terms,
          source: 'promo',
          promoCodeId: row.id,
          ...(amounts.spins === null ? {} : { spins: amounts.spins }),
        });
        return { ...none, campaignId: campaign.id, spins };
      }
      case 'insurance': {
        const insuranceId = await repository.armInsurance(tx, {
          userId,
          currency,
          codeId: row.id,
          cap: prepared.figure,
          hours: PROMO_INSURANCE_HOURS,
        });
        return { ...none, insuranceId };
      }
      case 'refund':
        await ledger.bonusCredit(
          {
            key: `promo-refund:${row.id}:${userId}`,
            userId,
            currency,
            amount: prepared.figure,
            to: 'real',
            metadata: { promoCodeId: row.id, code: row.code },
          },
          { tx },
        );
        return none;
    }
  }

  async function attempt(tx: SqlSession, userId: number, code: string): Promise<Outcome> {
    await repository.lockPlayer(tx, userId);
    const failures = await repository.recentFailures(tx, userId, PROMO_MAX_FAILED_PER_HOUR);
    if (attemptsExhausted(failures.count)) {
      return { tooMany: retryAfterSeconds(failures.oldest!, new Date()) };
    }
    const refuse = async (reason: PromoRefusal): Promise<Outcome> => {
      await repository.recordFailure(tx, { userId, code, reason });
      return { refused: reason };
    };

    const row = await repository.lockCode(tx, code);
    if (!row) return refuse('unknown');
    const record = await playerRecord(tx, userId);
    if (!record) return refuse('unknown');
    const currency = record.currency as CurrencyCode;
    const player = { userId, currency };
    const checked = checkCode(
      row,
      { currency, country: record.geo ?? record.country },
      await repository.usedBefore(tx, row.id, userId),
      new Date(),
    );
    if (checked) return refuse(checked);
    const amounts = promoAmountsSchema.safeParse(row.amounts);
    if (!amounts.success) return refuse('not_for_you');
    const prepared = await prepare(tx, row, amounts.data, player);
    if ('refused' in prepared) return refuse(prepared.refused);

    const duplicate = await identity.duplicateOf(tx, userId);
    if (duplicate) {
      await identity.refuse(tx, { ...duplicate, userId, source: 'promo', promoCodeId: row.id });
      return refuse('duplicate_person');
    }

    await repository.takeUse(tx, row.id);
    const given = await give(tx, row, amounts.data, prepared, player);
    const amount = row.reward === 'freespins' ? 0n : prepared.figure;
    await repository.insertRedemption(tx, {
      codeId: row.id,
      userId,
      grantId: given.grantId,
      campaignId: given.campaignId,
      insuranceId: given.insuranceId,
      amount,
    });
    return {
      redeemed: {
        reward: row.reward,
        amount: Number(amount),
        spins: given.spins,
        currency,
        grantId: given.grantId,
        campaignId: given.campaignId,
      },
    };
  }

  /**
   * Redeems `code` for the player in one transaction: every check on the locked code row, then
   * the code's use, the reward and the redemption row; a refusal commits only its records (the
   * failed attempt, a duplicate person's refusal) and is thrown after the commit.
   */
  async function redeem(userId: number, rawCode: string): Promise<Redeemed> {
    const code = normalizeCode(rawCode);
    const outcome = await sql.transaction((tx) => attempt(tx, userId, code));
    if ('redeemed' in outcome) return outcome.redeemed;
    if ('tooMany' in outcome) {
      throw new AppError(
        429,
        ErrorCode.PromoTooManyAttempts,
        'Too many failed promo code attempts. Try again later.',
        outcome.tooMany,
      );
    }
    const refusal = REFUSALS[outcome.refused];
    throw new AppError(refusal.status, refusal.code, refusal.message);
  }

  /**
   * Bet insurance (README "Insurance"): a losing own-game round pays the player's armed
   * insurance min(stake, cap) back as bonus money, in the bet's transaction on the accounts it
   * holds. Winning rounds, provider rounds (settled later) and rollbacks cost no statement; a
   * losing round without insurance costs one update on the one-armed-per-player index.
   */
  async function onStake(event: StakeEvent): Promise<void> {
    if (!isLosingRound(event.settled)) return;
    const stake = event.split.real + event.split.bonus;
    if (stake <= 0n) return;
    const paid = await repository.payInsurance(event.tx, {
      userId: event.userId,
      currency: event.currency,
      roundKey: event.key,
      stake,
    });
    if (!paid || paid.paid <= 0n) return;
    const terms = await bonusTerms(event.tx, paid.offerId, event.currency, 'Bet insurance');
    await grants.open(
      event.tx,
      {
        userId: event.userId,
        currency: event.currency,
        offerId: paid.offerId,
        kind: 'deposit',
        displayKind: 'deposit',
        product: 'casino',
        source: 'promo',
        amount: paid.paid,
        terms,
        fundedFrom: 'expense',
        wagerMultiplier: terms.wagerMultiplier,
        wageringHours: terms.wageringHours,
        promoCodeId: paid.promoCodeId,
      },
      { held: event.held },
    );
  }

  ledger.onStake(onStake);

  return { redeem };
}

export type PromoCodes = ReturnType<typeof createPromoCodes>;
