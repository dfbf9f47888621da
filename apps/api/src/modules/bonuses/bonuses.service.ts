import {
  BONUS_ACTIVE_STATUSES,
  ErrorCode,
  bonusCategorySchema,
  currencyCodeSchema,
  type AvailableBonus,
  type BonusEntry,
  type BonusesResponse,
  type BonusTerms,
  type CurrencyCode,
  type FreespinCampaign,
  type WelcomeOffer,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.js';
import type { SqlRunner } from '../../db/client.js';
import { realTurnover, type Ledger } from '../wallet/index.js';
import { bonusesRepository as repo, type GrantRow, type OfferRow } from './bonuses.repository.js';
import { accountOf, recordOf } from './grants.js';
import type { OffersService } from './offers.js';
import type { Campaigns } from './types.js';
import { conversionOf } from './wagering.js';

const DAY_MS = 24 * 3_600_000;

/** The player as the bonus calls read them (the authenticated user row). */
export interface BonusPlayer {
  id: number;
  currencyCode: string;
  firstDeposit: boolean;
  bonusChoice: string;
  createdAt: Date;
}

/** engagement §4 "Expiry time" of a grant. */
export function expiryOf(grant: GrantRow): Date | null {
  if (grant.status === 'active') return grant.validUntil;
  if (grant.status === 'ready_to_receive') {
    return grant.validUntil ?? new Date(grant.updatedAt.getTime() + 7 * DAY_MS);
  }
  if (grant.status === 'queue') return null;
  if (grant.status === 'await_spin') return grant.validUntil;
  return null;
}

const IN_PLAY = new Set(['active', 'queue', 'ready_to_receive', 'await_spin']);

/** Reads and views of the player's bonuses (GET /bonuses and friends), and the withdrawal rule. */
export function createBonusesService(deps: {
  sql: SqlRunner;
  ledger: Ledger;
  offers: OffersService;
  campaigns?: () => Campaigns | undefined;
}) {
  const { sql, ledger, offers } = deps;

  async function balancesOf(userId: number, currency: CurrencyCode) {
    return (await ledger.balances(userId)).get(currency);
  }

  function progressOf(grant: GrantRow, balance: bigint | undefined) {
    const held = grant.status === 'active' ? (balance ?? 0n) : grant.amount;
    const expires = expiryOf(grant);
    return {
      amount: Number(grant.amount),
      balance: Number(held),
      depositAmount: grant.depositAmount === null ? null : Number(grant.depositAmount),
      wagerRequired: Number(grant.wagerRequired),
      wagerProgress: Number(grant.wagerProgress),
      reward: Number(conversionOf(held, grant.amount, grant.terms.payoutPercent).toReal),
      expiresAt: expires?.toISOString() ?? null,
      category: bonusCategorySchema.parse('slots'),
    };
  }

  function entryOfGrant(
    grant: GrantRow,
    balances: ReadonlyMap<string, bigint> | undefined,
    campaign: FreespinCampaign | null = null,
  ): BonusEntry {
    return {
      isActivated: true,
      info: {
        name: grant.terms.name,
        percent: grant.terms.percent,
        quantitySpins: grant.terms.spinsTotal ?? campaign?.spinsTotal ?? 0,
        displayKind: grant.displayKind,
        product: grant.product,
        offerId: grant.offerId,
      },
      bonus: recordOf(grant),
      terms: grant.terms,
      progress: progressOf(grant, balances?.get(accountOf(grant.product))),
      campaign,
    };
  }

  function offeredEntry(offer: OfferRow, terms: BonusTerms): BonusEntry {
    return {
      isActivated: false,
      info: {
        name: terms.name,
        percent: terms.percent,
        quantitySpins: terms.spinsTotal ?? 0,
        displayKind: offer.displayKind,
        product: offer.product,
        offerId: offer.id,
      },
      bonus: null,
      terms,
      progress: null,
      campaign: null,
    };
  }

  function campaignEntry(
    campaign: FreespinCampaign,
    grant: GrantRow | undefined,
    balances: ReadonlyMap<string, bigint> | undefined,
    fallback: { offer: OfferRow; terms: BonusTerms } | null,
  ): BonusEntry | null {
    if (grant) return entryOfGrant(grant, balances, campaign);
    if (!fallback) return null;
    const now = new Date().toISOString();
    const status = campaign.status === 'await_spin' ? 'await_spin' : 'deactivated';
    return {
      ...offeredEntry(fallback.offer, fallback.terms),
      isActivated: true,
      info: {
        name: fallback.terms.name,
        percent: 0,
        quantitySpins: campaign.spinsTotal,
        displayKind: 'freespins',
        product: 'casino',
        offerId: fallback.offer.id,
      },
      bonus: {
        id: campaign.id,
        status,
        validUntil: campaign.partEndsAt ?? campaign.endsAt,
        wagerValidUntil: null,
        updatedAt: now,
        createdAt: now,
      },
      campaign,
    };
  }

  /** Whether the welcome offer of the player's choice is still open to them (no deposit yet). */
  function welcomeOpen(player: BonusPlayer, offer: OfferRow, now: Date) {
    if (player.firstDeposit) return false;
    if (offer.depositWindowHours === null) return true;
    return now.getTime() - player.createdAt.getTime() <= offer.depositWindowHours * 3_600_000;
  }

  async function bonuses(player: BonusPlayer): Promise<BonusesResponse> {
    const currency = z.parse(currencyCodeSchema, player.currencyCode);
    const now = new Date();
    const [grants, balances, casinoWelcome, spinsOffer] = await Promise.all([
      repo.ofPlayer(sql, player.id),
      balancesOf(player.id, currency),
      offers.bySlug(player.bonusChoice === 'sport' ? 'welcome-sport' : 'welcome-casino', currency),
      offers.bySlug('welcome-freespins', currency),
    ]);
    const campaigns = (await deps.campaigns?.()?.ofPlayer(player.id)) ?? [];
    const welcomeGrant = grants.find(
      (grant) => grant.displayKind === 'welcome' && grant.kind === 'deposit',
    );
    let deposit: BonusEntry | null = null;
    if (welcomeGrant) deposit = entryOfGrant(welcomeGrant, balances);
    else if (
      casinoWelcome &&
      (player.bonusChoice === 'casino' || player.bonusChoice === 'sport') &&
      welcomeOpen(player, casinoWelcome.offer, now)
    ) {
      deposit = offeredEntry(casinoWelcome.offer, casinoWelcome.terms);
    }
    const byCampaign = new Map(
      grants.filter((grant) => grant.campaignId !== null).map((grant) => [grant.campaignId, grant]),
    );
    const freespins: BonusEntry[] = [];
    for (const campaign of campaigns) {
      const entry = campaignEntry(campaign, byCampaign.get(campaign.id), balances, spinsOffer);
      if (entry) freespins.push(entry);
    }
    if (
      campaigns.length === 0 &&
      spinsOffer &&
      player.bonusChoice === 'casino' &&
      welcomeOpen(player, spinsOffer.offer, now)
    ) {
      freespins.push(offeredEntry(spinsOffer.offer, spinsOffer.terms));
    }
    const others = grants
      .filter(
        (grant) => grant !== welcomeGrant && grant.campaignId === null && IN_PLAY.has(grant.status),
      )
      .map((grant) => entryOfGrant(grant, balances));
    const amounts = casinoWelcome?.terms.amounts;
    return {
      statusCode: 200,
      bonuses: { deposit, freespins, others },
      currencyInfo: {
        minDeposit: amounts?.minDeposit ?? 0,
        maxDeposit: amounts?.maxDeposit ?? 0,
        minDepositByFreespin: amounts?.minDepositFreespins ?? 0,
      },
    };
  }

  /** Deposit offers the player may deposit for now (the `bonus` popup). */
  async function available(player: BonusPlayer): Promise<AvailableBonus[]> {
    const currency = z.parse(currencyCodeSchema, player.currencyCode);
    const now = new Date();
    const items: AvailableBonus[] = [];
    for (const { offer, terms } of await offers.running(currency, now)) {
      if (offer.kind !== 'deposit') continue;
      if (offer.registration !== 'any' && offer.registration !== player.bonusChoice) continue;
      if (offer.deposits === 'first' && player.firstDeposit) continue;
      if (offer.displayKind === 'welcome' && !welcomeOpen(player, offer, now)) continue;
      items.push({
        offerId: offer.id,
        name: terms.name,
        displayKind: offer.displayKind,
        kind: offer.kind,
        percent: terms.percent,
        quantitySpins: terms.spinsTotal ?? 0,
        minDeposit: terms.amounts.minDeposit,
        maxDeposit: terms.amounts.maxDeposit,
        maxBonus: terms.amounts.maxBonus,
        wagerMultiplier: terms.wagerMultiplier,
        wageringHours: terms.wageringHours,
        endsAt: offer.endsAt?.toISOString() ?? null,
      });
    }
    return items;
  }

  async function history(userId: number) {
    return (await repo.ofPlayer(sql, userId)).map((grant) => ({
      id: grant.id,
      name: grant.terms.name,
      kind: grant.kind,
      displayKind: grant.displayKind,
      product: grant.product,
      source: grant.source,
      status: grant.status,
      amount: Number(grant.amount),
      wagerRequired: Number(grant.wagerRequired),
      wagerProgress: Number(grant.wagerProgress),
      converted: grant.converted === null ? null : Number(grant.converted),
      forfeited: grant.forfeited === null ? null : Number(grant.forfeited),
      endReason: grant.endReason,
      createdAt: grant.createdAt.toISOString(),
      updatedAt: grant.updatedAt.toISOString(),
    }));
  }

  /** The welcome offers (sign-up choice, /info/welcome-bonus). */
  async function welcome(currency: CurrencyCode) {
    const { sportsbookEnabled } = await repo.settings(sql);
    const slugs = [
      'welcome-casino',
      'welcome-freespins',
      ...(sportsbookEnabled ? ['welcome-sport'] : []),
    ];
    const out: WelcomeOffer[] = [];
    for (const slug of slugs) {
      const found = await offers.bySlug(slug, currency);
      if (!found || found.offer.status !== 'active') continue;
      out.push({
        offerId: found.offer.id,
        slug,
        kind: found.offer.kind,
        displayKind: found.offer.displayKind,
        product: found.offer.product,
        depositWindowHours: found.offer.depositWindowHours,
        terms: found.terms,
      });
    }
    return { currency, sportsbookEnabled, offers: out };
  }

  /**
   * Why bonuses refuse a withdrawal now (engagement §5): a bonus active or queued (§4's active
   * set), or, under the operator's turnover rule, real-money stakes since registration below the
   * credited deposits.
   */
  async function withdrawalBlock(
    userId: number,
    currency: CurrencyCode,
  ): Promise<null | 'active_bonus' | 'turnover'> {
    if (await repo.hasStatus(sql, userId, BONUS_ACTIVE_STATUSES)) return 'active_bonus';
    const settings = await repo.settings(sql);
    if (!settings.turnoverRule) return null;
    const { stakes, deposits } = await realTurnover(sql, userId, currency);
    return stakes < deposits ? 'turnover' : null;
  }

  /**
   * Keeps the offer a deposit request is made for (null clears it): one the player may deposit
   * for now (GET /bonuses/list-available), else 404 BONUS.NOT_FOUND.
   */
  async function chooseForDeposit(player: BonusPlayer, offerId: number | null) {
    if (offerId !== null && !(await available(player)).some((item) => item.offerId === offerId)) {
      throw AppError.notFound(ErrorCode.BonusNotFound, 'This bonus is not available to you.');
    }
    await repo.choose(sql, player.id, offerId);
  }

  return {
    bonuses,
    available,
    chooseForDeposit,
    history,
    welcome,
    withdrawalBlock,
    settings: () => repo.settings(sql),
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
