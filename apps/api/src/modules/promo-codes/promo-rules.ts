import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  ErrorCode,
  PROMO_MAX_FAILED_PER_HOUR,
  WELCOME_BONUS,
  type BonusTerms,
  type CurrencyCode,
  type PromoAmounts,
  type PromoReward,
} from '@jackdaw/contracts';

/*
 * The promo-code rules that need no database (unit-tested in promo-rules.test.ts): the checks a
 * redemption makes on the locked code row, the figure of a currency, the refund and the
 * insurance payout. README "Flows".
 */

/** The code as stored: upper case (players type it in any case). */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** What a redemption is refused for, in the order the checks run. */
export type PromoRefusal =
  | 'unknown'
  | 'expired'
  | 'used'
  | 'not_for_you'
  | 'limit_reached'
  | 'insurance_armed'
  | 'nothing_to_refund'
  | 'duplicate_person';

/** A refusal's HTTP status and stable code (contracts' usePromoCodeCall). */
export const REFUSALS: Record<PromoRefusal, { status: number; code: ErrorCode; message: string }> =
  {
    unknown: { status: 404, code: ErrorCode.PromoUnknown, message: 'Unknown promo code.' },
    expired: { status: 409, code: ErrorCode.PromoExpired, message: 'This promo code has expired.' },
    used: { status: 409, code: ErrorCode.PromoUsed, message: 'You have used this promo code.' },
    not_for_you: {
      status: 409,
      code: ErrorCode.PromoNotForYou,
      message: 'This promo code is not for your currency or country.',
    },
    limit_reached: {
      status: 409,
      code: ErrorCode.PromoLimitReached,
      message: 'This promo code has no uses left.',
    },
    insurance_armed: {
      status: 409,
      code: ErrorCode.BonusAlreadyActive,
      message: 'You already have a bet insurance waiting for a losing bet.',
    },
    nothing_to_refund: {
      status: 409,
      code: ErrorCode.PromoNotForYou,
      message: 'You have no net losses to refund in this promo code’s period.',
    },
    duplicate_person: {
      status: 409,
      code: ErrorCode.BonusDuplicatePerson,
      message: 'A bonus was already given to this person.',
    },
  };

/** The code row's fields the checks read. */
export interface CodeForCheck {
  status: string;
  validFrom: Date | null;
  validUntil: Date | null;
  currencies: readonly string[];
  countries: readonly string[];
  maxUses: number | null;
  uses: number;
}

/** The player as the checks see them: currency, and country (the geo detected at sign-up). */
export interface PlayerForCheck {
  currency: CurrencyCode;
  country: string | null;
}

/**
 * The first refusal of a known code for this player, or null when it may be redeemed: ended,
 * paused or outside its dates → expired; used by the player before → used; a currency or
 * country list without the player's → not_for_you; every use taken → limit_reached.
 */
export function checkCode(
  code: CodeForCheck,
  player: PlayerForCheck,
  usedBefore: boolean,
  now: Date,
): PromoRefusal | null {
  if (code.status !== 'active') return 'expired';
  if (code.validFrom && now < code.validFrom) return 'expired';
  if (code.validUntil && now >= code.validUntil) return 'expired';
  if (usedBefore) return 'used';
  if (code.currencies.length > 0 && !code.currencies.includes(player.currency)) {
    return 'not_for_you';
  }
  if (code.countries.length > 0) {
    const country = player.country?.toUpperCase();
    if (!country || !code.countries.map((c) => c.toUpperCase()).includes(country)) {
      return 'not_for_you';
    }
  }
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'limit_reached';
  return null;
}

/** Failed attempts in the last hour at which the next one is refused (429), good code or not. */
export const attemptsExhausted = (failedInLastHour: number): boolean =>
  failedInLastHour >= PROMO_MAX_FAILED_PER_HOUR;

/**
 * Seconds until the oldest of the counted failures leaves the hour (Retry-After), at least 1.
 * `oldest` is the earliest of the last PROMO_MAX_FAILED_PER_HOUR failures.
 */
export function retryAfterSeconds(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 1000));
}

/**
 * The code's figure in the player's currency (bonus money, insurance cap or refund cap): its
 * own, else the USD figure through `fromUsd` (converted and rounded to a friendly number, as
 * offers are); null when it has neither (the code is not for that currency). Free-spin codes
 * have no figure (0).
 */
export async function figureFor(
  reward: PromoReward,
  amounts: PromoAmounts,
  currency: CurrencyCode,
  fromUsd: (usdMinor: bigint) => Promise<bigint>,
): Promise<bigint | null> {
  if (reward === 'freespins') return 0n;
  const own = amounts.byCurrency[currency];
  if (own !== undefined) return BigInt(own);
  const usd = amounts.byCurrency.USD;
  if (usd === undefined) return null;
  return fromUsd(BigInt(usd));
}

/**
 * The refund: `percent` of the net losses (real stakes − real wins), rounded down to the minor
 * unit, at most `cap`; 0 when the player is not down over the period.
 */
export function refundAmount(netLosses: bigint, percent: number, cap: bigint): bigint {
  if (netLosses <= 0n || percent <= 0) return 0n;
  const share = (netLosses * BigInt(Math.trunc(percent))) / 100n;
  return share < cap ? share : cap;
}

/** Whether a stake event is a losing own-game round the insurance pays for. */
export function isLosingRound(settled: { win: bigint; open: boolean } | undefined): boolean {
  return settled !== undefined && settled.win === 0n && !settled.open;
}

/**
 * The terms of a bonus-money grant (bonus code, insurance payout) whose code names no offer, or
 * whose offer is gone: the welcome card's wagering (x50 in 24 h, slots 100 %), payout 1.
 */
export function fallbackTerms(name: string): BonusTerms {
  return {
    name,
    percent: 0,
    fastPercent: null,
    fastMinutes: null,
    wagerMultiplier: WELCOME_BONUS.wagerMultiplier,
    wageringHours: WELCOME_BONUS.wageringHours,
    freespinWagerMultiplier: null,
    freespinWageringHours: null,
    contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
    payoutPercent: WELCOME_BONUS.payoutPercent,
    maxStake: null,
    amounts: { minDeposit: 0, maxDeposit: 0, minDepositFreespins: 0, maxBonus: 0, winCap: 0 },
    spinsTotal: null,
    spinsParts: null,
    spinsPartHours: null,
    spinsGame: null,
    claimHours: WELCOME_BONUS.claimHours,
  };
}
