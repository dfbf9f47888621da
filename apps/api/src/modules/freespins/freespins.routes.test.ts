import { randomUUID } from 'node:crypto';
import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  ErrorCode,
  type BonusTerms,
  type FreespinCampaign,
  type PlayRoundsResponse,
  type PlaySpinResponse,
} from '@jackdaw/contracts';
import { createFairRng, fruitClassic, spin, startFreeSpins } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, playCall, setSeeds, VECTOR_SEEDS } from '../../../test/play.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { DEMO_PLAYER, seedDemoPlayer } from '../../db/demo-seed.js';
import { minBetOf } from '../play/index.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { createCampaigns, type CampaignsDependencies } from './campaigns.js';

type OpenGrantInput = Parameters<CampaignsDependencies['grants']['open']>[1];

const testApp = useTestApp();
const app = () => testApp().app;
const BET = minBetOf('fruit-classic', 'INR');
const SERVER_SEED = 'cd'.repeat(32);

function terms(overrides: Partial<BonusTerms> = {}, winCap = 5_000_000): BonusTerms {
  return {
    name: 'Free spins',
    percent: 0,
    fastPercent: null,
    fastMinutes: null,
    wagerMultiplier: 50,
    wageringHours: 24,
    freespinWagerMultiplier: 60,
    freespinWageringHours: 48,
    contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
    payoutPercent: 100,
    maxStake: null,
    amounts: { minDeposit: 0, maxDeposit: 0, minDepositFreespins: 0, maxBonus: 0, winCap },
    spinsTotal: 4,
    spinsParts: 2,
    spinsPartHours: 24,
    spinsGame: null,
    claimHours: 168,
    ...overrides,
  };
}

/** The freespins module on the test database, with grants that only record what they open. */
function module() {
  const opened: OpenGrantInput[] = [];
  const { sql } = testApp().database;
  const freespins = createCampaigns({
    sql,
    ledger: createLedger(sql),
    grants: {
      open: async (_tx, input) => {
        opened.push(input);
        return { id: 900 + opened.length, status: 'active' };
      },
    },
  });
  return { freespins, opened };
}

async function grant(userId: number, campaignTerms: BonusTerms, paymentId?: string) {
  const { freespins } = module();
  return testApp().database.sql.transaction((tx) =>
    freespins.campaigns.grant(tx, {
      userId,
      currency: 'INR',
      offerId: null,
      terms: campaignTerms,
      source: 'promo',
      ...(paymentId ? { paymentId } : {}),
    }),
  );
}

/**
 * A client seed under which fruit classic's rounds from nonce 0 follow `pattern` ('win': pays,
 * 'zero': pays nothing) and none awards the feature.
 */
function seedFor(pattern: ('win' | 'zero')[]): string {
  for (let candidate = 0; candidate < 20_000; candidate += 1) {
    const clientSeed = `fs-${candidate}`;
    const fits = pattern.every((want, nonce) => {
      const rng = createFairRng({ serverSeed: SERVER_SEED, clientSeed, nonce });
      const outcome = spin(fruitClassic, rng, BET);
      if (startFreeSpins(fruitClassic, outcome, rng) !== null) return false;
      return want === 'win' ? outcome.win > 0 : outcome.win === 0;
    });
    if (fits) return clientSeed;
  }
  throw new Error('no seed found');
}

/** A funded INR player with a session on fruit classic whose rounds follow `pattern`. */
async function playerWith(pattern: ('win' | 'zero')[]) {
  const { database } = testApp();
  const player = await fundedPlayer(app(), database, 100_000n);
  const launchFirst = await openSession(app(), 'fruit-classic', player.token);
  await setSeeds(database, player.id, {
    serverSeed: SERVER_SEED,
    clientSeed: seedFor(pattern),
    nonce: 0,
  });
  return { player, firstSession: launchFirst };
}

const freeRound = (sessionToken: string, roundId: string = randomUUID(), bet = BET) =>
  playCall(app(), '/play/spin', { sessionToken, roundId, bet, freeRound: true });

async function balances(userId: number) {
  const kinds = (await createLedger(testApp().database.sql).balances(userId)).get('INR');
  return {
    real: kinds?.get('real') ?? 0n,
    winnings: kinds?.get('freespin_winnings') ?? 0n,
  };
}

function get(url: string, token: string) {
  return app().inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
}

function cancel(id: number, token: string) {
  return app().inject({
    method: 'PATCH',
    url: `/api/v1/bonuses/freespin/cancel/${id}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
}

async function campaignsOf(token: string): Promise<FreespinCampaign[]> {
  const response = await get('/users/freespin_campaigns', token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: FreespinCampaign[] }).items;
}

/** Moves a campaign's clock back by `hours` (its parts open and end that much earlier). */
async function shift(campaignId: number, hours: number) {
  const { sql } = testApp().database;
  await sql.query(
    `update bonus_freespin_parts set available_from = available_from - $2 * interval '1 hour',
       expires_at = expires_at - $2 * interval '1 hour' where campaign_id = $1`,
    [campaignId, hours],
  );
  await sql.query(
    `update bonus_freespin_campaigns set starts_at = starts_at - $2 * interval '1 hour',
       ends_at = ends_at - $2 * interval '1 hour' where id = $1`,
    [campaignId, hours],
  );
}

async function ledgerSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

describe('free-spin campaigns: grant and list', () => {
  it('grants equal daily parts at the game’s minimum bet, once per payment', async () => {
    const player = await registerPlayer(app());
    const paymentId = `pay-${randomUUID()}`;
    const first = await grant(player.id, terms({ spinsTotal: 5 }), paymentId);
    const again = await grant(player.id, terms({ spinsTotal: 5 }), paymentId);
    expect(again.id).toBe(first.id);

    const items = await campaignsOf(player.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: first.id,
      status: 'await_spin',
      game: 'fruit-classic',
      gameName: fruitClassic.name,
      bet: BET,
      spinsTotal: 5,
      spinsPlayed: 0,
      spinsAvailable: 3,
      part: 1,
      parts: 2,
      winTotal: 0,
      winCap: 5_000_000,
      grantId: null,
    });
    const part = items[0]!;
    expect(new Date(part.nextPartAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(new Date(part.endsAt).getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
  });

  it('lists fruit classic among the games campaigns give spins on', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/games/freespin-games',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    const aliases = (response.json() as { data: { alias: string }[] }).data.map((g) => g.alias);
    expect(aliases).toContain('fruit-classic');
  });
});

describe('free rounds', () => {
  it('plays a part with no debit, counts, replays a round id, waits for the next part', async () => {
    const { player } = await playerWith(['win', 'zero', 'win']);
    const { id } = await grant(player.id, terms());
    const session = await openSession(app(), 'fruit-classic', player.token);
    expect(session.freeRounds).toMatchObject({
      campaignId: id,
      available: 2,
      left: 4,
      total: 4,
      played: 0,
      bet: BET,
      win: 0,
    });
    const before = await balances(player.id);

    const roundId = randomUUID();
    const first = await freeRound(session.sessionToken, roundId);
    expect(first.statusCode, first.body).toBe(200);
    const played = first.json() as PlaySpinResponse;
    expect(played.win).toBeGreaterThan(0);
    expect(played.balance).toBe(session.balance);
    expect(played.freeRounds).toMatchObject({ available: 1, left: 3, played: 1, win: played.win });
    const after = await balances(player.id);
    expect(after.real).toBe(before.real);
    expect(after.winnings).toBe(BigInt(played.win));

    const replay = await freeRound(session.sessionToken, roundId);
    expect(replay.json()).toMatchObject({ replayed: true, win: played.win });
    expect(await balances(player.id)).toEqual(after);
    // The same id as a paid spin is another round: refused.
    const paidReplay = await playCall(app(), '/play/spin', {
      sessionToken: session.sessionToken,
      roundId,
      bet: BET,
    });
    expect(paidReplay.statusCode).toBe(409);

    const second = await freeRound(session.sessionToken);
    expect((second.json() as PlaySpinResponse).freeRounds).toMatchObject({
      available: 0,
      left: 2,
    });
    const early = await freeRound(session.sessionToken);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: ErrorCode.FreespinUnavailable });

    const history = (await get('/play/rounds', player.token)).json() as PlayRoundsResponse;
    expect(history.data[0]).toMatchObject({ freeRound: true, bet: BET });
    expect(history.data).toHaveLength(2);

    // A day later the second part is open.
    await shift(id, 24);
    const next = await freeRound(session.sessionToken);
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as PlaySpinResponse).freeRounds).toMatchObject({ left: 1, played: 3 });
    expect((await campaignsOf(player.token))[0]).toMatchObject({ spinsPlayed: 3, part: 2 });
    await ledgerSound();
  });

  it('caps the winnings over the campaign and keeps playing at the cap', async () => {
    const { player } = await playerWith(['win', 'win']);
    const { id } = await grant(player.id, terms({}, 1));
    const session = await openSession(app(), 'fruit-classic', player.token);
    const first = (await freeRound(session.sessionToken)).json() as PlaySpinResponse;
    expect(first.win).toBeGreaterThan(1);
    expect(first.freeRounds).toMatchObject({ win: 1, winCap: 1 });
    const second = await freeRound(session.sessionToken);
    expect(second.statusCode).toBe(200);
    expect((second.json() as PlaySpinResponse).freeRounds).toMatchObject({ win: 1, played: 2 });
    expect((await balances(player.id)).winnings).toBe(1n);
    const rows = await testApp().database.sql.query<{ win: string; credited: string }>(
      'select win::text, credited::text from bonus_freespin_rounds where campaign_id = $1',
      [id],
    );
    expect(rows.map((row) => row.credited).sort()).toEqual(['0', '1']);
    await ledgerSound();
  });

  it('refuses a spin of an expired part, and without a campaign, and the wrong bet', async () => {
    const { player } = await playerWith(['zero']);
    const session = await openSession(app(), 'fruit-classic', player.token);
    const none = await freeRound(session.sessionToken);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: ErrorCode.FreespinNotFound });

    const { id } = await grant(player.id, terms({ spinsTotal: 6, spinsParts: 3 }));
    const wrongBet = await freeRound(session.sessionToken, randomUUID(), BET * 2);
    expect(wrongBet.statusCode).toBe(409);
    // The first part ran out unplayed: its spins are lost; the second is open.
    await shift(id, 25);
    const open = await freeRound(session.sessionToken);
    expect(open.statusCode, open.body).toBe(200);
    expect((open.json() as PlaySpinResponse).freeRounds).toMatchObject({ available: 1 });
    // Every part past: nothing is playable.
    await shift(id, 48);
    const late = await freeRound(session.sessionToken);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.FreespinUnavailable });
  });

  it('a free round that triggers the feature pays its free spins into the campaign', async () => {
    const { database } = testApp();
    const player = await fundedPlayer(app(), database, 100_000n);
    const { id } = await grant(player.id, terms({ spinsTotal: 1, spinsParts: 1 }));
    const session = await openSession(app(), 'fruit-classic', player.token);
    await setSeeds(database, player.id, VECTOR_SEEDS);
    const before = await balances(player.id);
    const first = await freeRound(session.sessionToken);
    expect(first.statusCode, first.body).toBe(200);
    let answer = first.json() as PlaySpinResponse;
    expect(answer.freeSpins).not.toBeNull();
    // The campaign's only spin is played, but it waits for the feature to end.
    expect(answer.freeRounds).toMatchObject({ left: 0, available: 0 });
    let won = answer.win;
    while (answer.freeSpins) {
      const next = await playCall(app(), '/play/free-spin', {
        sessionToken: session.sessionToken,
        roundId: answer.freeSpins.roundId,
        spin: answer.freeSpins.played + 1,
      });
      expect(next.statusCode, next.body).toBe(200);
      answer = next.json() as PlaySpinResponse;
      won += answer.win;
      // Nothing reaches the spendable balance until the campaign ends and its grant opens.
      if (answer.freeSpins) expect(answer.balance).toBe(session.balance);
    }
    expect(answer.freeRounds).toBeNull();
    expect((await balances(player.id)).real).toBe(before.real);
    const [campaign] = await campaignsOf(player.token);
    expect(campaign).toMatchObject({ id, status: 'finished', winTotal: won });
    const rows = await testApp().database.sql.query<{ n: number }>(
      'select count(*)::int as n from bonus_freespin_rounds where campaign_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBeGreaterThan(1);
    await ledgerSound();
  });

  it('a demo session has no free rounds', async () => {
    const demo = await openSession(app(), 'fruit-classic');
    expect(demo.freeRounds).toBeNull();
    const response = await freeRound(demo.sessionToken);
    expect(response.statusCode).toBe(404);
  });
});

describe('the end of a campaign', () => {
  it('finishes when its spins are played; with no winnings no grant is opened', async () => {
    const { player } = await playerWith(['zero']);
    const { id } = await grant(player.id, terms({ spinsTotal: 1, spinsParts: 1 }));
    const session = await openSession(app(), 'fruit-classic', player.token);
    const last = (await freeRound(session.sessionToken)).json() as PlaySpinResponse;
    expect(last.freeRounds).toBeNull();
    expect((await campaignsOf(player.token))[0]).toMatchObject({
      id,
      status: 'finished',
      grantId: null,
    });
  });

  it('the last spin with winnings opens their grant through the bonuses module', async () => {
    const { player } = await playerWith(['win']);
    const { id } = await grant(player.id, terms({ spinsTotal: 1, spinsParts: 1 }));
    const session = await openSession(app(), 'fruit-classic', player.token);
    const last = await freeRound(session.sessionToken);
    expect(last.statusCode, last.body).toBe(200);
    const played = last.json() as PlaySpinResponse;
    expect(played.freeRounds).toBeNull();
    const [campaign] = await campaignsOf(player.token);
    expect(campaign).toMatchObject({ id, status: 'finished', winTotal: played.win });
    expect(campaign!.grantId).not.toBeNull();
    const [grantRow] = await testApp().database.sql.query<{
      amount: string;
      funded_from: string;
      campaign_id: string;
      wager_required: string;
    }>(
      `select amount::text, funded_from, campaign_id::text, wager_required::text
       from bonus_grants where id = $1`,
      [campaign!.grantId],
    );
    expect(grantRow).toMatchObject({
      amount: String(played.win),
      funded_from: 'freespin_winnings',
      campaign_id: String(id),
    });
    await ledgerSound();
  });

  it('the sweep ends a campaign whose last part is over and opens the winnings’ grant', async () => {
    const { player } = await playerWith(['win']);
    const { id } = await grant(player.id, terms());
    const session = await openSession(app(), 'fruit-classic', player.token);
    const played = (await freeRound(session.sessionToken)).json() as PlaySpinResponse;
    const { freespins, opened } = module();
    await freespins.sweep(new Date());
    expect((await campaignsOf(player.token))[0]).toMatchObject({ status: 'await_spin' });
    expect(await freespins.sweep(new Date(Date.now() + 49 * 3600_000))).toBeGreaterThan(0);
    const mine = opened.filter((input) => input.campaignId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        userId: player.id,
        currency: 'INR',
        kind: 'freespins',
        product: 'casino',
        amount: BigInt(played.win),
        fundedFrom: 'freespin_winnings',
        wagerMultiplier: 60,
        wageringHours: 48,
        campaignId: id,
      }),
    ]);
    expect((await campaignsOf(player.token))[0]).toMatchObject({
      status: 'expired',
      grantId: 900 + opened.indexOf(mine[0]!) + 1,
      spinsAvailable: 0,
    });
    expect(await freespins.sweep(new Date(Date.now() + 49 * 3600_000))).toBe(0);
  });
});

describe('demo data', () => {
  it('gives the demo player a campaign in progress: spins played, a win so far', async () => {
    const { database, config } = testApp();
    const { sql } = database;
    // main.ts seeds it at start; the test app does not.
    await seedDemoPlayer(database, config);
    const [demo] = await sql.query<{ id: number }>('select id from users where email = $1', [
      DEMO_PLAYER.email,
    ]);
    const campaigns = await module().freespins.campaigns.ofPlayer(demo!.id);
    expect(campaigns).toEqual([
      expect.objectContaining({
        status: 'await_spin',
        game: 'fruit-classic',
        spinsTotal: 250,
        spinsPlayed: 50,
        spinsAvailable: 0,
        parts: 5,
      }),
    ]);
    expect(campaigns[0]!.winTotal).toBeGreaterThan(0);
    expect((await balances(demo!.id)).winnings).toBe(BigInt(campaigns[0]!.winTotal));
  });
});

describe('PATCH /bonuses/freespin/cancel/{id}', () => {
  it('loses the spins left and sends the winnings back; once; only the owner’s', async () => {
    const { player } = await playerWith(['win']);
    const { id } = await grant(player.id, terms());
    const session = await openSession(app(), 'fruit-classic', player.token);
    await freeRound(session.sessionToken);
    expect((await balances(player.id)).winnings).toBeGreaterThan(0n);

    const other = await registerPlayer(app());
    expect((await cancel(id, other.token)).statusCode).toBe(404);

    const response = await cancel(id, player.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ campaign: { id, status: 'cancelled' } });
    expect((await balances(player.id)).winnings).toBe(0n);
    const again = await cancel(id, player.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.BonusStateConflict });
    const after = await freeRound(session.sessionToken);
    expect(after.json()).toMatchObject({ code: ErrorCode.FreespinNotFound });
    expect((await cancel(999_999, player.token)).statusCode).toBe(404);
    await ledgerSound();
  });
});
