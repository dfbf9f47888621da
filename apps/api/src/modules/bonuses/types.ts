import type {
  BonusDisplayKind,
  BonusKind,
  BonusProduct,
  BonusRecord,
  BonusSource,
  BonusStatus,
  BonusTerms,
  CurrencyCode,
} from '@jackdaw/contracts';
import type { FreespinCampaign } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { HeldAccounts } from '../wallet/index.js';

/*
 * The bonus engine's internal interfaces between its three modules (bonuses, freespins,
 * promo-codes) and their callers (payments, play, the console). Fixed before the parts were
 * built in parallel; each part implements its own and uses the others' through these types.
 */

/** A grant to open (bonuses module, `Grants.open`). */
export interface OpenGrantInput {
  userId: number;
  currency: CurrencyCode;
  offerId: number | null;
  kind: BonusKind;
  displayKind: BonusDisplayKind;
  product: BonusProduct;
  source: BonusSource;
  /** The bonus money (free spins: the capped winnings to wager). */
  amount: bigint;
  /** The terms it is granted with (copied onto the grant). */
  terms: BonusTerms;
  /** expense: credited from bonus_expense on activation; freespin_winnings: moved from there. */
  fundedFrom: 'expense' | 'freespin_winnings';
  /** Wager required = amount × this; the wagering window in hours from activation. */
  wagerMultiplier: number;
  wageringHours: number;
  depositAmount?: bigint;
  paymentId?: string;
  campaignId?: number;
  promoCodeId?: number;
}

export interface OpenedGrant {
  id: number;
  status: BonusStatus;
}

/** The bonuses module's grant lifecycle, as the other parts call it. */
export interface Grants {
  /**
   * Opens a grant in the caller's transaction: active (money credited now, wagering window
   * starts) when no other grant of its product is active, else queued.
   */
  open(
    tx: SqlSession,
    input: OpenGrantInput,
    options?: { held?: HeldAccounts },
  ): Promise<OpenedGrant>;
  /** Ends a grant as cancelled (player: `cancelled`, staff: `staff`); unused bonus money is lost. */
  cancel(userId: number, grantId: number, reason: 'cancelled' | 'staff'): Promise<BonusRecord>;
  /** The same in the caller's transaction (a staff action writes its audit row with it). */
  cancelIn(
    tx: SqlSession,
    userId: number,
    grantId: number,
    reason: 'cancelled' | 'staff',
  ): Promise<BonusRecord>;
}

/** An identity match that refuses a welcome or promo grant (one bonus per person). */
export interface DuplicatePerson {
  matchedOn: 'email' | 'phone' | 'card' | 'address';
  matchedUserId: number;
}

/** One bonus per person (bonuses module, `identity.ts`). */
export interface BonusIdentity {
  /** Another account of the same person that already got a welcome or promo bonus, or null. */
  duplicateOf(tx: SqlSession, userId: number): Promise<DuplicatePerson | null>;
  /** Records a refused grant for staff review (`bonus_refusals`). */
  refuse(
    tx: SqlSession,
    input: DuplicatePerson & {
      userId: number;
      source: BonusSource;
      offerId?: number | null;
      promoCodeId?: number | null;
      paymentId?: string | null;
    },
  ): Promise<void>;
}

/** A free-spin campaign to open (freespins module, `Campaigns.grant`). */
export interface GrantCampaignInput {
  userId: number;
  currency: CurrencyCode;
  offerId: number | null;
  /** The offer's terms in the player's currency (spins, parts, game, win cap, wagering). */
  terms: BonusTerms;
  source: BonusSource;
  paymentId?: string;
  promoCodeId?: number;
  /** Overrides of the terms' spin count (a promo code's own figure). */
  spins?: number;
}

/** The freespins module's campaigns, as bonuses (welcome deposit) and promo codes call them. */
export interface Campaigns {
  /** Opens a campaign in the caller's transaction (idempotent by `paymentId` when given). */
  grant(tx: SqlSession, input: GrantCampaignInput): Promise<{ id: number }>;
  /** The player's campaigns as their cards show them (GET /bonuses, /users/freespin_campaigns). */
  ofPlayer(userId: number, executor?: SqlSession): Promise<FreespinCampaign[]>;
}

/** The offers as every part reads them (bonuses module, `offers.ts`). */
export interface Offers {
  /** An offer's terms in a currency: its own figures, else USD's by the exchange rates. */
  termsFor(
    offerId: number,
    currency: CurrencyCode,
    executor?: SqlSession,
  ): Promise<BonusTerms | null>;
}

/**
 * The prize an account was registered for on a landing (landings module, issue 25): granted on
 * the first qualifying deposit in place of the welcome choice (deposit-bonus.ts).
 */
export interface ReservedPrize {
  offerId: number;
  /** Free spins on a studio slot added to a deposit offer (or replacing a free-spin offer's). */
  freeSpins: { game: string; count: number } | null;
}

/** Where the deposit bonus asks for a player's reserved prize (the landings module). */
export interface ReservedPrizes {
  prizeOf(tx: SqlSession, userId: number): Promise<ReservedPrize | null>;
}
