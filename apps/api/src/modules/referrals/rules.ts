import { randomInt } from 'node:crypto';
import {
  REFERRAL_BP_SCALE,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type ReferralLinkStatus,
  type ReferralMatchKind,
} from '@jackdaw/contracts';

/*
 * The referral programme's rules without the database (rules.test.ts): the commission of an
 * amount, the window, whether a link earns now, the verdict of a self-referral check, what a
 * transfer may move, the code and the masked name.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The commission on `amount` minor units at `bp` basis points, rounded down to a whole minor
 * unit: the programme never pays a fraction the house did not earn, and the remainders of many
 * small stakes are not carried over (each movement stands alone, so a rollback takes back
 * exactly what its bet earned).
 */
export function commissionOf(amount: bigint, bp: number): bigint {
  if (amount <= 0n || bp <= 0) return 0n;
  return (amount * BigInt(bp)) / BigInt(REFERRAL_BP_SCALE);
}

/** The end of a friend's commission window. */
export const windowEnd = (registeredAt: Date, windowDays: number): Date =>
  new Date(registeredAt.getTime() + windowDays * DAY_MS);

export interface LinkState {
  status: ReferralLinkStatus;
  registeredAt: Date;
}

/** Whether a friend's movement at `at` earns commission: a clear or approved link, in its window. */
export function linkEarns(link: LinkState, windowDays: number, at: Date): boolean {
  if (link.status !== 'clear' && link.status !== 'approved') return false;
  return at.getTime() < windowEnd(link.registeredAt, windowDays).getTime();
}

/**
 * The link's status after a self-referral check found `found` shared: a clear link with any match
 * waits for staff (pending); an approved one goes back to pending only for a kind staff did not
 * see when they approved; pending and blocked links stay as they are (their matches grow).
 */
export function verdictOf(
  link: { status: ReferralLinkStatus; matchedOn: readonly ReferralMatchKind[] },
  found: readonly ReferralMatchKind[],
): { status: ReferralLinkStatus; matchedOn: ReferralMatchKind[] } {
  const matchedOn = [...new Set([...link.matchedOn, ...found])].sort();
  const fresh = found.some((kind) => !link.matchedOn.includes(kind));
  if (!fresh) return { status: link.status, matchedOn: [...link.matchedOn] };
  if (link.status === 'clear' || link.status === 'approved')
    return { status: 'pending', matchedOn };
  return { status: link.status, matchedOn };
}

/** Why a transfer cannot go ahead, or what it moves. */
export type TransferPlan =
  { ok: true; amount: bigint } | { ok: false; reason: 'empty' | 'below-minimum' | 'above-balance' };

/** `requested` (or the whole balance) against the balance and the currency's minimum. */
export function transferPlan(
  balance: bigint,
  requested: bigint | null,
  minTransfer: bigint,
): TransferPlan {
  if (balance <= 0n) return { ok: false, reason: 'empty' };
  const amount = requested ?? balance;
  if (amount > balance) return { ok: false, reason: 'above-balance' };
  if (amount < minTransfer) return { ok: false, reason: 'below-minimum' };
  return { ok: true, amount };
}

/** A new code: REFERRAL_CODE_LENGTH characters of the unambiguous alphabet. */
export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[random(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The `r` of a sign-up as a code to look up (upper case), or null when it cannot be one. */
export function normaliseCode(raw: string | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z0-9]{4,16}$/.test(code) ? code : null;
}

/**
 * A friend's e-mail as their inviter sees it: the first letter of the mailbox and of the domain,
 * the top-level domain whole (`a***@g***.com`); enough to recognise a friend, not to write to them.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const first = (text: string) => [...text][0] ?? '';
  return `${first(local)}***@${first(host)}***${tld}`;
}
