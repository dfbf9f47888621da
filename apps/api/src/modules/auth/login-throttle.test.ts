import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressBucket,
  addressDelayMs,
  ADDRESS_FREE_FAILURES,
  ADDRESS_MAX_DELAY_MS,
  admit,
  FAILED_LOGINS_PER_HOUR,
  type ThrottleState,
} from './login-throttle.js';

const empty = (key: string, now: Date): ThrottleState => ({
  key,
  windowStart: now,
  attempts: 0,
  blockedUntil: null,
  unlockMailedAt: null,
});

describe('admit', () => {
  it('admits at most the cap of an account in its window, from any number of addresses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (count) => {
        const now = new Date('2026-11-25T12:00:00Z');
        let account = empty('account:a', now);
        let admitted = 0;
        for (let i = 0; i < count; i += 1) {
          const verdict = admit(account, empty(`address:${i}`, now), now);
          if (verdict.admitted) {
            admitted += 1;
            account = verdict.next[0]!;
          } else {
            expect(verdict.accountLocked).toBe(true);
            expect(verdict.retryAfterMs).toBe(60 * 60_000);
          }
        }
        expect(admitted).toBe(Math.min(count, FAILED_LOGINS_PER_HOUR));
      }),
    );
  });

  it('opens the account again once its window has passed', () => {
    const start = new Date('2026-11-25T12:00:00Z');
    const full = { ...empty('account:a', start), attempts: FAILED_LOGINS_PER_HOUR };
    expect(admit(full, empty('address:x', start), start).admitted).toBe(false);
    const later = new Date(start.getTime() + 60 * 60_000);
    const verdict = admit(full, empty('address:x', later), later);
    expect(verdict.admitted && verdict.next[0]).toMatchObject({ attempts: 1, windowStart: later });
  });

  it('refuses what an address sends while it waits, and lets the next one through after', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const address = { ...empty('address:x', now), attempts: ADDRESS_FREE_FAILURES };
    const first = admit(empty('account:a', now), address, now);
    if (!first.admitted) throw new Error('the first attempt past the free ones is checked');
    const waiting = first.next[1]!;
    expect(waiting.blockedUntil).toEqual(new Date(now.getTime() + 1000));
    const meanwhile = admit(empty('account:b', now), waiting, new Date(now.getTime() + 999));
    expect(meanwhile).toEqual({ admitted: false, retryAfterMs: 1, accountLocked: false });
    const after = admit(empty('account:b', now), waiting, new Date(now.getTime() + 1000));
    expect(after.admitted && after.next[1]!.blockedUntil).toEqual(new Date(now.getTime() + 3000));
  });
});

describe('addressDelayMs', () => {
  it('is nothing for the free attempts, then doubles up to the maximum', () => {
    expect(addressDelayMs(ADDRESS_FREE_FAILURES)).toBe(0);
    expect(addressDelayMs(ADDRESS_FREE_FAILURES + 1)).toBe(1000);
    expect(addressDelayMs(ADDRESS_FREE_FAILURES + 2)).toBe(2000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (attempts) => {
        const delay = addressDelayMs(attempts);
        expect(delay).toBeLessThanOrEqual(ADDRESS_MAX_DELAY_MS);
        expect(addressDelayMs(attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});
