import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress } from '../../../test/players.js';
import { createExchangeService } from '../reports/index.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { createReferrals } from './referrals.service.js';

/*
 * Random deposits, stakes and rollbacks by friends of two inviters, posted on a ledger carrying
 * only the referral hooks: every account sums to zero, each inviter holds exactly floor(5 %) of
 * its friends' deposits and floor(0.25 %) of their stakes not rolled back, within the window;
 * a self-referral and a friend past the window earn nothing, and the self-referral is listed.
 */

const testApp = useTestApp();

let sequence = 0;
async function signUp(email: string, r?: string) {
  const app = testApp().app;
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/auth/register${r ? `?r=${r}` : ''}`,
    remoteAddress: nextAddress(),
    payload: {
      login: email,
      password: 'Str0ng-pass',
      currencyCode: 'INR',
      bonusChoice: 'none',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().authToken as string;
  const profile = await app.inject({
    method: 'GET',
    url: '/api/v1/users/profile',
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${token}` },
  });
  return { id: profile.json().user.id as number, token };
}

async function codeOf(token: string) {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/v1/referrals',
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json().code as string;
}

/** Friends: 0 and 1 of inviter A, 2 of inviter B, 3 a self-referral of B, 4 of A past the window. */
const FRIENDS = 5;
const step = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    friend: fc.nat(FRIENDS - 1),
    amount: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    friend: fc.nat(FRIENDS - 1),
    amount: fc.integer({ min: 1, max: 600_000 }),
  }),
  fc.record({ op: fc.constant('rollback' as const), pick: fc.nat(1_000) }),
);

describe('referral commission over random movements', () => {
  it('keeps the ledger at zero and pays exactly the configured share', async () => {
    const { database } = testApp();
    const { sql, db } = database;
    const ledger = createLedger(sql);
    createReferrals({
      sql,
      ledger,
      exchange: createExchangeService(sql),
      publicUrl: 'http://localhost',
    });
    const balanceOf = async (userId: number, kind: string) => {
      const [row] = await sql.query<{ balance: string }>(
        `select balance::text as balance from wallet_accounts
         where user_id = $1 and kind = $2 and currency_code = 'INR'`,
        [userId, kind],
      );
      return BigInt(row?.balance ?? 0);
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const run = `${++sequence}.${Date.now()}`;
        const a = await signUp(`a${run}@example.com`);
        const b = await signUp(`b.own${run}@gmail.com`);
        const [codeA, codeB] = [await codeOf(a.token), await codeOf(b.token)];
        const friends = [
          await signUp(`f0${run}@example.com`, codeA),
          await signUp(`f1${run}@example.com`, codeA.toLowerCase()),
          await signUp(`f2${run}@example.com`, codeB),
          await signUp(`bown${run}+alt@gmail.com`, codeB),
          await signUp(`f4${run}@example.com`, codeA),
        ];
        await sql.query(
          `update referral_links set registered_at = now() - interval '90 days 1 second'
           where referee_id = $1`,
          [friends[4]!.id],
        );
        const inviterOf = [a.id, a.id, b.id, b.id, a.id];
        const earns = [true, true, true, false, false];
        const expected = new Map<number, bigint>([
          [a.id, 0n],
          [b.id, 0n],
        ]);
        const real = friends.map(() => 0n);
        const bets: { key: string; friend: number; amount: bigint; rolled: boolean }[] = [];

        for (const action of steps) {
          if (action.op === 'deposit') {
            const amount = BigInt(action.amount);
            await ledger.deposit({
              key: `prop-deposit-${randomUUID()}`,
              userId: friends[action.friend]!.id,
              currency: 'INR',
              amount,
              provider: 'test',
            });
            real[action.friend]! += amount;
            if (earns[action.friend]) {
              const inviter = inviterOf[action.friend]!;
              expected.set(inviter, expected.get(inviter)! + (amount * 500n) / 10_000n);
            }
          } else if (action.op === 'bet') {
            const amount = BigInt(action.amount);
            if (real[action.friend]! < amount) continue;
            const key = `prop-bet-${randomUUID()}`;
            await ledger.bet({
              key,
              userId: friends[action.friend]!.id,
              currency: 'INR',
              amount,
              provider: 'prop',
            });
            real[action.friend]! -= amount;
            bets.push({ key, friend: action.friend, amount, rolled: false });
            if (earns[action.friend]) {
              const inviter = inviterOf[action.friend]!;
              expected.set(inviter, expected.get(inviter)! + (amount * 25n) / 10_000n);
            }
          } else {
            const open = bets.filter((bet) => !bet.rolled);
            if (open.length === 0) continue;
            const bet = open[action.pick % open.length]!;
            await ledger.reverse({ originalKey: bet.key });
            bet.rolled = true;
            real[bet.friend]! += bet.amount;
            if (earns[bet.friend]) {
              const inviter = inviterOf[bet.friend]!;
              expected.set(inviter, expected.get(inviter)! - (bet.amount * 25n) / 10_000n);
            }
          }
        }

        expect(await balanceOf(a.id, 'referral')).toBe(expected.get(a.id));
        expect(await balanceOf(b.id, 'referral')).toBe(expected.get(b.id));
        const [earned] = await sql.query<{ a: string; b: string }>(
          `select coalesce(sum(earned) filter (where referrer_id = $1), 0)::text as a,
             coalesce(sum(earned) filter (where referrer_id = $2), 0)::text as b
           from referral_links where referrer_id in ($1, $2)`,
          [a.id, b.id],
        );
        expect(BigInt(earned!.a)).toBe(expected.get(a.id));
        expect(BigInt(earned!.b)).toBe(expected.get(b.id));
        const [self] = await sql.query<{ status: string }>(
          'select status from referral_links where referee_id = $1',
          [friends[3]!.id],
        );
        expect(self!.status).toBe('pending');
      }),
      { numRuns: 12 },
    );

    const [sums] = await sql.query<{ off: number }>(
      `select count(*)::int as off from (
         select a.currency_code from wallet_entries e join wallet_accounts a on a.id = e.account_id
         group by a.currency_code having sum(e.amount) <> 0) unbalanced`,
    );
    expect(Number(sums!.off)).toBe(0);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});
