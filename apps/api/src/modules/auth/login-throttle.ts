import { isIPv6 } from 'node:net';

/**
 * Sign-in throttling (issue 17 item 7), decided here as pure functions over the rows the
 * repository locks. An attempt is counted BEFORE its password is checked, so attempts at once
 * cannot all slip under the limit:
 *
 * - per account: at most FAILED_LOGINS_PER_HOUR attempts in a window of an hour (successes are
 *   given back). Past it, every attempt is refused unchecked, the right password too, until the
 *   window ends, and the owner is mailed once a recovery link that lets them in at once.
 * - per address: ADDRESS_FREE_FAILURES attempts in a window of ADDRESS_WINDOW_MS are free; each
 *   further one makes the address wait before its next (1 s, 2 s, 4 s… up to
 *   ADDRESS_MAX_DELAY_MS), and what arrives meanwhile is refused unchecked.
 *
 * Recovery mails to one address are counted the same way (`recovery:<e-mail>`, 3 an hour).
 */

/** Attempts per account and hour; past it the account's sign-ins are paused (issue 4). */
export const FAILED_LOGINS_PER_HOUR = 100;
/** Attempts per address and window before the address is slowed. */
export const ADDRESS_FREE_FAILURES = 5;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_FIRST_DELAY_MS = 1_000;
export const ADDRESS_MAX_DELAY_MS = 60_000;
const ACCOUNT_WINDOW_MS = 60 * 60_000;

export interface ThrottleState {
  key: string;
  windowStart: Date;
  attempts: number;
  blockedUntil: Date | null;
  unlockMailedAt: Date | null;
}

export type Verdict =
  | { admitted: true; next: ThrottleState[] }
  | { admitted: false; retryAfterMs: number; accountLocked: boolean };

/** Recovery mails (or no-account notices) per address and hour. */
export const RECOVERY_MAILS_PER_HOUR = 3;

export const accountKey = (emailLower: string) => `account:${emailLower}`;
export const recoveryKey = (emailLower: string) => `recovery:${emailLower}`;
export const addressKey = (ip: string) => `address:${addressBucket(ip)}`;

/**
 * The unit an address is counted by: an IPv4 address itself, an IPv6 address by its /64 (one
 * subscriber's network: a client changes the lower 64 bits at will), a mapped IPv4 as IPv4.
 */
export function addressBucket(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [
    ...front,
    ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** How long an address waits after its `attempts`-th attempt of the window. */
export function addressDelayMs(attempts: number): number {
  const over = attempts - ADDRESS_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(ADDRESS_FIRST_DELAY_MS * 2 ** Math.min(over - 1, 30), ADDRESS_MAX_DELAY_MS);
}

/** The row as an attempt at `now` finds it: a window that ended starts again from nothing. */
function current(state: ThrottleState, windowMs: number, now: Date): ThrottleState {
  if (now.getTime() - state.windowStart.getTime() < windowMs) return state;
  return { ...state, windowStart: now, attempts: 0, blockedUntil: null };
}

/**
 * Whether an attempt at `now` is checked, given the account's and the address's rows (locked by
 * the caller), and the rows to write when it is. A refused attempt changes nothing.
 */
export function admit(account: ThrottleState, address: ThrottleState, now: Date): Verdict {
  const acc = current(account, ACCOUNT_WINDOW_MS, now);
  const addr = current(address, ADDRESS_WINDOW_MS, now);
  if (acc.attempts >= FAILED_LOGINS_PER_HOUR) {
    return {
      admitted: false,
      retryAfterMs: acc.windowStart.getTime() + ACCOUNT_WINDOW_MS - now.getTime(),
      accountLocked: true,
    };
  }
  if (addr.blockedUntil && addr.blockedUntil > now) {
    return {
      admitted: false,
      retryAfterMs: addr.blockedUntil.getTime() - now.getTime(),
      accountLocked: false,
    };
  }
  const addressAttempts = addr.attempts + 1;
  const delay = addressDelayMs(addressAttempts);
  return {
    admitted: true,
    next: [
      { ...acc, attempts: acc.attempts + 1 },
      {
        ...addr,
        attempts: addressAttempts,
        blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : addr.blockedUntil,
      },
    ],
  };
}

/**
 * Whether a recovery mail may go to an address now (at most RECOVERY_MAILS_PER_HOUR in an hour),
 * counted under the row's lock so that requests at once cannot all pass.
 */
export function admitRecovery(state: ThrottleState, now: Date): Verdict {
  const row = current(state, ACCOUNT_WINDOW_MS, now);
  if (row.attempts >= RECOVERY_MAILS_PER_HOUR) {
    return {
      admitted: false,
      retryAfterMs: row.windowStart.getTime() + ACCOUNT_WINDOW_MS - now.getTime(),
      accountLocked: false,
    };
  }
  return { admitted: true, next: [{ ...row, attempts: row.attempts + 1 }] };
}
