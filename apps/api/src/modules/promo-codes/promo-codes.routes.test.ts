import { randomUUID } from 'node:crypto';
import type { PromoAmounts, PromoReward } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, playCall, QUIET_SEEDS, setSeeds } from '../../../test/play.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { createLedger } from '../wallet/index.js';
import { DEMO_PROMO_CODES, seedDemoPromoCodes } from './promo-codes.seed.js';

const URL = '/api/v1/promo-codes/use-code-by-user';

describe('POST /promo-codes/use-code-by-user', () => {
  const testApp = useTestApp();
  const app = () => testApp().app;
  const sql = () => testApp().database.sql;

  let sequence = 0;
  interface CodeInput {
    code?: string;
    reward?: PromoReward;
    offerId?: number | null;
    amounts?: PromoAmounts;
    refundPercent?: number | null;
    refundDays?: number | null;
    validFrom?: Date | null;
    validUntil?: Date | null;
    currencies?: string[];
    countries?: string[];
    maxUses?: number | null;
    status?: string;
  }
  /** A code made as the console makes it (its row), unique to the test. */
  async function createCode(input: CodeInput = {}): Promise<string> {
    const code = input.code ?? `T${++sequence}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    await sql().query(
      `insert into promo_codes (code, reward, offer_id, amounts, refund_percent, refund_days,
         valid_from, valid_until, currencies, countries, max_uses, status)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::text[], $10::text[], $11, $12)`,
      [
        code.toUpperCase(),
        input.reward ?? 'bonus',
        input.offerId ?? null,
        JSON.stringify(input.amounts ?? { byCurrency: { USD: 5_000, INR: 400_000 }, spins: null }),
        input.refundPercent ?? null,
        input.refundDays ?? null,
        input.validFrom?.toISOString() ?? null,
        input.validUntil?.toISOString() ?? null,
        input.currencies ?? [],
        input.countries ?? [],
        input.maxUses ?? null,
        input.status ?? 'active',
      ],
    );
    return code;
  }

  const redeem = (token: string, code: string) =>
    app().inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextAddress(),
      payload: { code },
    });

  async function balance(userId: number, kind: string): Promise<bigint> {
    const [row] = await sql().query<{ balance: string }>(
      `select balance::text as balance from wallet_accounts
       where user_id = $1 and kind = $2 and currency_code = 'INR'`,
      [userId, kind],
    );
    return BigInt(row?.balance ?? 0);
  }

  async function usesOf(code: string): Promise<number> {
    const [row] = await sql().query<{ uses: number }>(
      'select uses from promo_codes where code = $1',
      [code.toUpperCase()],
    );
    return Number(row!.uses);
  }

  async function freespinOfferId(): Promise<number> {
    const [row] = await sql().query<{ id: number }>(
      `select id from bonus_offers where kind = 'freespins' order by id limit 1`,
    );
    if (!row) throw new Error('no free-spin offer seeded');
    return row.id;
  }

  describe('rewards', () => {
    it('bonus: grants the currency’s bonus money as a promo grant, whatever the case typed', async () => {
      const player = await registerPlayer(app());
      const code = await createCode();
      const response = await redeem(player.token, code.toLowerCase());
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        statusCode: 200,
        reward: 'bonus',
        amount: 400_000,
        spins: 0,
        currency: 'INR',
        campaignId: null,
      });
      expect(body.grantId).toEqual(expect.any(Number));
      const [grant] = await sql().query<{ source: string; amount: string; promo_code_id: number }>(
        'select source, amount::text as amount, promo_code_id from bonus_grants where id = $1',
        [body.grantId],
      );
      expect(grant).toMatchObject({ source: 'promo', amount: '400000' });
      expect(await balance(player.id, 'bonus_casino')).toBe(400_000n);
      expect(await usesOf(code)).toBe(1);
    });

    it('bonus: a currency without its own figure gets USD’s, converted', async () => {
      const player = await registerPlayer(app());
      const code = await createCode({ amounts: { byCurrency: { USD: 5_000 }, spins: null } });
      const response = await redeem(player.token, code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().amount).toBeGreaterThan(5_000);
    });

    it('freespins: opens a campaign with the code’s spins', async () => {
      const player = await registerPlayer(app());
      const code = await createCode({
        reward: 'freespins',
        offerId: await freespinOfferId(),
        amounts: { byCurrency: {}, spins: 25 },
      });
      const response = await redeem(player.token, code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ reward: 'freespins', spins: 25, amount: 0 });
      expect(response.json().campaignId).toEqual(expect.any(Number));
    });

    it('insurance: the next losing round’s stake comes back as bonus money, once', async () => {
      const player = await fundedPlayer(app(), testApp().database, 1_000_000n);
      const code = await createCode({
        reward: 'insurance',
        amounts: { byCurrency: { INR: 600 }, spins: null },
      });
      const response = await redeem(player.token, code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ reward: 'insurance', amount: 600, grantId: null });

      // The session first: it creates the player's seed pair, which setSeeds then rewrites.
      const session = await openSession(app(), 'fruit-classic', player.token);
      await setSeeds(testApp().database, player.id, QUIET_SEEDS);
      let losing = 0;
      for (let spin = 0; spin < 40 && losing < 2; spin += 1) {
        const result = await playCall(app(), '/play/spin', {
          sessionToken: session.sessionToken,
          bet: 1_000,
          roundId: randomUUID(),
        });
        expect(result.statusCode, result.body).toBe(200);
        const round = result.json();
        if (round.freeSpins) break;
        if (round.win === 0) losing += 1;
      }
      expect(losing).toBe(2);
      const insurances = await sql().query<{ status: string; paid: string }>(
        `select status, paid::text as paid from bonus_insurances where user_id = $1`,
        [player.id],
      );
      expect(insurances).toEqual([{ status: 'paid', paid: '600' }]);
      const grants = await sql().query<{ source: string; amount: string }>(
        `select source, amount::text as amount from bonus_grants where user_id = $1`,
        [player.id],
      );
      expect(grants).toEqual([{ source: 'promo', amount: '600' }]);
    });

    it('insurance: a second one waits until the first is used', async () => {
      const player = await registerPlayer(app());
      const amounts = { byCurrency: { INR: 600 }, spins: null };
      const first = await createCode({ reward: 'insurance', amounts });
      const second = await createCode({ reward: 'insurance', amounts });
      expect((await redeem(player.token, first)).statusCode).toBe(200);
      const response = await redeem(player.token, second);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('BONUS.ALREADY_ACTIVE');
    });

    it('insurance: one past its end no longer holds the place of a new one', async () => {
      const player = await registerPlayer(app());
      const amounts = { byCurrency: { INR: 600 }, spins: null };
      const first = await createCode({ reward: 'insurance', amounts });
      expect((await redeem(player.token, first)).statusCode).toBe(200);
      await sql().query(
        `update bonus_insurances set expires_at = now() - interval '1 minute' where user_id = $1`,
        [player.id],
      );
      const second = await createCode({ reward: 'insurance', amounts });
      expect((await redeem(player.token, second)).statusCode).toBe(200);
      const rows = await sql().query<{ status: string }>(
        'select status from bonus_insurances where user_id = $1 order by id',
        [player.id],
      );
      expect(rows.map((row) => row.status)).toEqual(['expired', 'armed']);
    });

    it('refund: a share of the net real losses over the period, capped, as real money, once', async () => {
      const player = await fundedPlayer(app(), testApp().database, 100_000n);
      const ledger = createLedger(sql());
      const round = (name: string) => `promo-test:${player.id}:${name}`;
      const base = { userId: player.id, currency: 'INR' as const, provider: 'test' };
      await ledger.bet({ ...base, key: round('b1'), amount: 30_000n });
      await ledger.win({ ...base, key: round('w1'), amount: 5_000n, betKey: round('b1') });
      await ledger.bet({ ...base, key: round('b2'), amount: 20_000n });
      // A bet rolled back, and a win reversed with its bet, count for nothing.
      await ledger.bet({ ...base, key: round('b3'), amount: 10_000n });
      await ledger.reverse({ originalKey: round('b3') });
      await ledger.bet({ ...base, key: round('b4'), amount: 1_000n });
      await ledger.win({ ...base, key: round('w4'), amount: 7_000n, betKey: round('b4') });
      await ledger.reverse({ originalKey: round('w4') });
      await ledger.reverse({ originalKey: round('b4') });
      // Net losses 45 000: 10 % is 4 500, under the cap.
      const code = await createCode({
        reward: 'refund',
        amounts: { byCurrency: { INR: 100_000 }, spins: null },
        refundPercent: 10,
        refundDays: 7,
      });
      const realBefore = await balance(player.id, 'real');
      const response = await redeem(player.token, code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ reward: 'refund', amount: 4_500 });
      expect(await balance(player.id, 'real')).toBe(realBefore + 4_500n);
      expect((await redeem(player.token, code)).json().code).toBe('PROMO.USED');
      expect(await balance(player.id, 'real')).toBe(realBefore + 4_500n);

      // The cap: 50 % of 45 000 is 22 500, capped at 1 000.
      const capped = await createCode({
        reward: 'refund',
        amounts: { byCurrency: { INR: 1_000 }, spins: null },
        refundPercent: 50,
        refundDays: 7,
      });
      const cappedResponse = await redeem(player.token, capped);
      expect(cappedResponse.json()).toMatchObject({ reward: 'refund', amount: 1_000 });
    });

    it('refund: a player not down gets 409 and the code stays theirs to use', async () => {
      const player = await fundedPlayer(app(), testApp().database, 100_000n);
      const code = await createCode({
        reward: 'refund',
        amounts: { byCurrency: { INR: 100_000 }, spins: null },
        refundPercent: 10,
        refundDays: 7,
      });
      const response = await redeem(player.token, code);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PROMO.NOT_FOR_YOU');
      expect(await usesOf(code)).toBe(0);
    });
  });

  describe('refusals', () => {
    it('unknown → 404 PROMO.UNKNOWN', async () => {
      const player = await registerPlayer(app());
      const response = await redeem(player.token, 'NOSUCHCODE1');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PROMO.UNKNOWN');
    });

    it('not 3–32 letters and digits → 400 REQUEST.INVALID, not counted as an attempt', async () => {
      const player = await registerPlayer(app());
      for (const code of ['AB-12', 'a', '', 'x'.repeat(33)]) {
        const response = await redeem(player.token, code);
        expect(response.statusCode, code).toBe(400);
        expect(response.json().code).toBe('REQUEST.INVALID');
      }
      const [row] = await sql().query<{ n: number }>(
        'select count(*)::int as n from promo_attempts where user_id = $1',
        [player.id],
      );
      expect(row!.n).toBe(0);
    });

    it('without a session → 403', async () => {
      const response = await app().inject({ method: 'POST', url: URL, payload: { code: 'ABC' } });
      expect(response.statusCode).toBe(403);
    });

    it('paused, ended, not yet valid or past its end → 409 PROMO.EXPIRED', async () => {
      const player = await registerPlayer(app());
      const hour = 3_600_000;
      for (const input of [
        { status: 'paused' },
        { status: 'ended' },
        { validFrom: new Date(Date.now() + hour) },
        { validUntil: new Date(Date.now() - hour) },
      ]) {
        const response = await redeem(player.token, await createCode(input));
        expect(response.statusCode, JSON.stringify(input)).toBe(409);
        expect(response.json().code).toBe('PROMO.EXPIRED');
      }
    });

    it('used before by the player → 409 PROMO.USED', async () => {
      const player = await registerPlayer(app());
      const code = await createCode();
      expect((await redeem(player.token, code)).statusCode).toBe(200);
      const again = await redeem(player.token, code.toLowerCase());
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('PROMO.USED');
      expect(await usesOf(code)).toBe(1);
    });

    it('not for the player’s currency or country → 409 PROMO.NOT_FOR_YOU', async () => {
      const player = await registerPlayer(app());
      await sql().query(`update users set geo = 'IN' where id = $1`, [player.id]);
      for (const input of [
        { currencies: ['USD', 'EUR'] },
        { countries: ['BD'] },
        { amounts: { byCurrency: { EUR: 1_000 }, spins: null } },
      ]) {
        const response = await redeem(player.token, await createCode(input));
        expect(response.statusCode, JSON.stringify(input)).toBe(409);
        expect(response.json().code).toBe('PROMO.NOT_FOR_YOU');
      }
      const ok = await redeem(
        player.token,
        await createCode({ currencies: ['INR'], countries: ['IN'] }),
      );
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('every use taken → 409 PROMO.LIMIT_REACHED', async () => {
      const code = await createCode({ maxUses: 1 });
      const first = await registerPlayer(app());
      const second = await registerPlayer(app());
      expect((await redeem(first.token, code)).statusCode).toBe(200);
      const response = await redeem(second.token, code);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PROMO.LIMIT_REACHED');
      expect(await usesOf(code)).toBe(1);
    });

    it('another account of the person got a bonus → 409 BONUS.DUPLICATE_PERSON, refusal listed', async () => {
      const stem = `dup${Date.now()}${++sequence}`;
      const first = await registerPlayer(app(), { login: `${stem}@example.com` });
      const second = await registerPlayer(app(), { login: `${stem}+again@example.com` });
      expect((await redeem(first.token, await createCode())).statusCode).toBe(200);
      const code = await createCode();
      const response = await redeem(second.token, code);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('BONUS.DUPLICATE_PERSON');
      const refusals = await sql().query<{ matched_user_id: number; source: string }>(
        'select matched_user_id, source from bonus_refusals where user_id = $1',
        [second.id],
      );
      expect(refusals).toEqual([{ matched_user_id: first.id, source: 'promo' }]);
      expect(await usesOf(code)).toBe(0);
    });
  });

  describe('demo codes', () => {
    it('are seeded once, one per reward, and redeem', async () => {
      const freespinsOfferId = await freespinOfferId();
      await seedDemoPromoCodes(sql(), { freespinsOfferId });
      await seedDemoPromoCodes(sql(), { freespinsOfferId });
      const codes = await sql().query<{ code: string; reward: string }>(
        `select code, reward from promo_codes where code = any($1::text[]) order by code`,
        [DEMO_PROMO_CODES.map((demo) => demo.code)],
      );
      expect(codes.map((row) => row.reward).sort()).toEqual([
        'bonus',
        'freespins',
        'insurance',
        'refund',
      ]);
      const player = await registerPlayer(app());
      for (const code of ['welcome50', 'spins25', 'SafeBet']) {
        const response = await redeem(player.token, code);
        expect(response.statusCode, response.body).toBe(200);
      }
    });
  });

  describe('limits', () => {
    it('10 failed attempts in an hour: the 11th is refused with 429, even with a good code', async () => {
      const player = await registerPlayer(app());
      const good = await createCode();
      for (let n = 0; n < 10; n += 1) {
        expect((await redeem(player.token, `WRONG${n}X`)).statusCode).toBe(404);
      }
      const response = await redeem(player.token, good);
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe('PROMO.TOO_MANY_ATTEMPTS');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3_500);
      expect(await usesOf(good)).toBe(0);
      const [row] = await sql().query<{ n: number }>(
        'select count(*)::int as n from promo_attempts where user_id = $1',
        [player.id],
      );
      expect(row!.n).toBe(10);

      // Failures older than an hour no longer count.
      await sql().query(
        `update promo_attempts set created_at = now() - interval '61 minutes' where user_id = $1`,
        [player.id],
      );
      expect((await redeem(player.token, good)).statusCode).toBe(200);
    });

    it('another player is not held back by one player’s failures', async () => {
      const noisy = await registerPlayer(app());
      const calm = await registerPlayer(app());
      for (let n = 0; n < 10; n += 1) await redeem(noisy.token, `NOPE${n}X`);
      expect((await redeem(calm.token, await createCode())).statusCode).toBe(200);
    });

    it('two parallel redemptions of one code by one player: one succeeds', async () => {
      const player = await registerPlayer(app());
      const code = await createCode();
      const answers = await Promise.all([redeem(player.token, code), redeem(player.token, code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('PROMO.USED');
      expect(await usesOf(code)).toBe(1);
      expect(await balance(player.id, 'bonus_casino')).toBe(400_000n);
    });

    it('the total uses hold under parallel redemptions by many players', async () => {
      const code = await createCode({ maxUses: 3 });
      const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(app())));
      const answers = await Promise.all(players.map((player) => redeem(player.token, code)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(
        answers.filter((a) => a.statusCode === 409).map((a) => a.json().code as string),
      ).toEqual(['PROMO.LIMIT_REACHED', 'PROMO.LIMIT_REACHED', 'PROMO.LIMIT_REACHED']);
      expect(await usesOf(code)).toBe(3);
      const [row] = await sql().query<{ n: number }>(
        `select count(*)::int as n from promo_redemptions r join promo_codes c
           on c.id = r.promo_code_id where c.code = $1`,
        [code.toUpperCase()],
      );
      expect(row!.n).toBe(3);
    });
  });
});
