import {
  REFERRAL_BP_SCALE,
  type AdminReferralCurrencySettings,
  type AdminReferralCurrencyTerms,
} from '@jackdaw/contracts';

/*
 * The terms editor's fields as staff type them (percent with up to two decimals, the minimum in
 * the currency's major units) and their conversion to the call's integers (basis points, minor
 * units), with the message key of each refused field (terms-draft.test.ts).
 */

export interface TermsDraft {
  enabled: boolean;
  depositPercent: string;
  stakePercent: string;
  windowDays: string;
  minTransfer: string;
  reason: string;
}

export type TermsField = Exclude<keyof TermsDraft, 'enabled'>;
export type TermsErrors = Partial<Record<TermsField, string>>;

/** 500 bp → "5", 25 bp → "0.25". */
export const percentOf = (bp: number): string => String(bp / 100);

/** "0.25" → 25 bp; null for anything that is not 0–100 with at most two decimals. */
export function bpOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= REFERRAL_BP_SCALE ? bp : null;
}

/** 500 minor → "5.00". */
export const majorOf = (minor: number): string => (minor / 100).toFixed(2);

/** "5" or "5.5" or "5.50" → 550 minor; null unless positive with at most two decimals. */
export function minorOf(text: string): number | null {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor >= 1 ? minor : null;
}

export function draftOf(row: AdminReferralCurrencySettings): TermsDraft {
  return {
    enabled: row.enabled,
    depositPercent: percentOf(row.depositShareBp),
    stakePercent: percentOf(row.stakeShareBp),
    windowDays: String(row.windowDays),
    minTransfer: majorOf(row.minTransfer),
    reason: '',
  };
}

/** The call's body, or the refused fields (keys of the page's `terms.errors.*`). */
export function termsOf(
  draft: TermsDraft,
):
  | { ok: true; terms: AdminReferralCurrencyTerms; reason: string }
  | { ok: false; errors: TermsErrors } {
  const errors: TermsErrors = {};
  const depositShareBp = bpOf(draft.depositPercent);
  const stakeShareBp = bpOf(draft.stakePercent);
  const days = /^\d{1,4}$/.test(draft.windowDays.trim()) ? Number(draft.windowDays) : NaN;
  const minTransfer = minorOf(draft.minTransfer);
  if (depositShareBp === null) errors.depositPercent = 'percent';
  if (stakeShareBp === null) errors.stakePercent = 'percent';
  if (!(days >= 1 && days <= 3650)) errors.windowDays = 'days';
  if (minTransfer === null) errors.minTransfer = 'amount';
  if (draft.reason.trim().length < 3) errors.reason = 'reason';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      enabled: draft.enabled,
      depositShareBp: depositShareBp!,
      stakeShareBp: stakeShareBp!,
      windowDays: days,
      minTransfer: minTransfer!,
    },
    reason: draft.reason.trim(),
  };
}
