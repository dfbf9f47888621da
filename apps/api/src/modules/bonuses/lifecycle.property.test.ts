import { randomUUID } from 'node:crypto';
import { BONUS_DEFAULT_CONTRIBUTIONS, ErrorCode, type BonusTerms } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { createBonuses } from './index.js';

const testApp = useTestApp();

const TERMS: BonusTerms = {
  name: 'Property bonus',
  percent: 100,
  fastPercent: null,
  fastMinutes: null,
  wagerMultiplier: 3,
  wageringHours: 24,
  freespinWagerMultiplier: null,
  freespinWageringHours: null,
  contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
  payoutPercent: 80,
  maxStake: null,
  amounts: { minDeposit: 0, maxDeposit: 0, minDepositFreespins: 0, maxBonus: 0, winCap: 0 },
  spinsTotal: null,
  spinsParts: null,
  spinsPartHours: null,
  spinsGame: null,
  claimHours: 168,
};

const step = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({
    op: fc.constant('grant' as const),
    amount: fc.integer({ min: 1, max: 30_000 }),
    payout: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    op: fc.constant('spin' as const),
    bet: fc.integer({ min: 1, max: 5_000 }),
    win: fc.integer({ min: 0, max: 12_000 }),
    open: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancel' as const) }),
  fc.record({ op: fc.constant('expire' as const) }),
);

describe('the bonus lifecycle over random sequences', () => {
  it('keeps every ledger account summing to zero and converts only when wagering is met', async () => {
    const { sql, db } = testApp().database;
    const ledger = createLedger(sql);
    const bonuses = createBonuses({ sql, ledger });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
        const userId = player.id;
        let hours = 0;
        for (const action of steps) {
          if (action.op === 'deposit') {
            await ledger.deposit({
              key: `prop:${randomUUID()}`,
              userId,
              currency: 'INR',
              amount: BigInt(action.amount),
              provider: 'test',
            });
          } else if (action.op === 'grant') {
            await sql.transaction((tx) =>
              bonuses.grants.open(tx, {
                userId,
                currency: 'INR',
                offerId: null,
                kind: 'deposit',
                displayKind: 'deposit',
                product: 'casino',
                source: 'staff',
                amount: BigInt(action.amount),
                terms: { ...TERMS, payoutPercent: action.payout },
                fundedFrom: 'expense',
                wagerMultiplier: 3,
                wageringHours: 24,
              }),
            );
          } else if (action.op === 'spin') {
            await sql
              .transaction(async (tx) => {
                const held = await ledger.lock(tx, {
                  userId,
                  currency: 'INR',
                  kinds: ['real', 'bonus_casino'],
                });
                const round = randomUUID();
                await ledger.settleRound(
                  {
                    key: `prop:${round}:bet`,
                    winKey: `prop:${round}:win`,
                    userId,
                    currency: 'INR',
                    amount: BigInt(action.bet),
                    win: BigInt(action.win),
                    provider: 'jackdaw',
                    metadata: { game: 'fruit-classic' },
                    open: action.open,
                  },
                  { tx, held, record: async () => null },
                );
              })
              .catch((error: unknown) => {
                // Not enough money for the bet: refused, nothing written.
                const code = (error as { code?: string }).code;
                if (code !== ErrorCode.WalletInsufficientFunds) throw error;
              });
          } else if (action.op === 'cancel') {
            const [active] = await sql.query<{ id: string }>(
              "select id::text as id from bonus_grants where user_id = $1 and status = 'active'",
              [userId],
            );
            if (active) await bonuses.grants.cancel(userId, Number(active.id), 'cancelled');
          } else {
            hours += 25;
            await bonuses.grants.sweep(new Date(Date.now() + hours * 3_600_000));
          }
        }
        const grants = await sql.query<{
          status: string;
          amount: string;
          progress: string;
          required: string;
          converted: string | null;
          payout: number;
        }>(
          `select status, amount::text as amount, wager_progress::text as progress,
             wager_required::text as required, converted::text as converted,
             (terms->>'payoutPercent')::int as payout
           from bonus_grants where user_id = $1`,
          [userId],
        );
        for (const grant of grants) {
          if (grant.status === 'received') {
            expect(BigInt(grant.progress) >= BigInt(grant.required)).toBe(true);
            const cap = (BigInt(grant.amount) * BigInt(grant.payout)) / 100n;
            expect(BigInt(grant.converted ?? 0) <= cap).toBe(true);
          } else {
            expect(grant.converted === null || grant.converted === '0').toBe(true);
          }
        }
        const active = grants.filter((grant) => grant.status === 'active');
        expect(active.length).toBeLessThanOrEqual(1);
        const [sum] = await sql.query<{ total: string }>(
          'select coalesce(sum(amount), 0)::text as total from wallet_entries',
        );
        expect(sum!.total).toBe('0');
      }),
      { numRuns: 25 },
    );
    expect((await verifyLedger(db)).problems).toEqual([]);
  }, 120_000);
});
