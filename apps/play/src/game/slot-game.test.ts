import type {
  PlayFreeSpins,
  PlaySessionResponse,
  PlaySpinOutcome,
  PlaySpinResponse,
} from '@jackdaw/contracts';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, PlayApiError } from '../api/play-api';
import { SlotGame, type SlotGameDeps } from './slot-game';

const seeds = {
  family: 'slots' as const,
  serverSeedHash: 'h'.repeat(64),
  clientSeed: 'c',
  nonce: 0,
};

const session: PlaySessionResponse = {
  statusCode: 200,
  sessionToken: 't'.repeat(43),
  expiresAt: '2030-01-01T00:00:00.000Z',
  mode: 'real',
  currency: 'USD',
  balance: 1000,
  language: 'EN',
  returnUrl: null,
  game: {
    titleId: 'toy',
    name: 'Toy',
    paytableVersion: 'toy/1',
    reels: 3,
    rows: 1,
    symbols: [{ id: 'A', name: 'A', kind: 'regular', pays: { '3': 5 } }],
    pay: { kind: 'lines', lines: [[0, 0, 0]], minLines: 1 },
    strips: [['A'], ['A'], ['A']],
    rtp: 95,
  },
  betLimits: { min: 10, max: 1000, step: 10 },
  seeds,
  freeSpins: null,
  freeRounds: null,
};

function outcome(
  win: number,
  mode: 'base' | 'free' = 'base',
  freeSpinsAwarded = 0,
): PlaySpinOutcome {
  return {
    mode,
    bet: 10,
    lines: 1,
    stops: [0, 0, 0],
    grid: [['A'], ['A'], ['A']],
    wins: win
      ? [
          {
            kind: 'line',
            line: 0,
            symbol: 'A',
            count: 3,
            pay: 5,
            multiplier: 1,
            amount: win,
            positions: [
              [0, 0],
              [1, 0],
              [2, 0],
            ],
          },
        ]
      : [],
    win,
    scatterCount: 0,
    freeSpinsAwarded,
  };
}

function answer(
  balance: number,
  win: number,
  roundWin = win,
  freeSpins: PlayFreeSpins | null = null,
  mode: 'base' | 'free' = 'base',
): PlaySpinResponse {
  return {
    statusCode: 200,
    roundId: 'r',
    replayed: false,
    outcome: outcome(win, mode, mode === 'base' && freeSpins ? freeSpins.awarded : 0),
    win,
    roundWin,
    balance,
    freeSpins,
    seeds: { ...seeds, nonce: 1 },
    freeRounds: null,
  };
}

function deps(api: Partial<SlotGameDeps['api']>): SlotGameDeps & { balances: number[] } {
  const balances: number[] = [];
  let id = 0;
  return {
    api: {
      spin: vi.fn(() => Promise.reject(new Error('unexpected spin'))),
      freeSpin: vi.fn(() => Promise.reject(new Error('unexpected free spin'))),
      sessionRounds: vi.fn(() => Promise.reject(new Error('unexpected rounds call'))),
      ...api,
    },
    wait: () => Promise.resolve(),
    sound: () => undefined,
    balanceChanged: (balance) => balances.push(balance),
    newRoundId: () => `round-${++id}`,
    balances,
  };
}

describe('SlotGame', () => {
  it('plays the campaign’s free rounds at its bet with no stake, then paid rounds again', async () => {
    const campaign = {
      campaignId: 7,
      available: 1,
      left: 2,
      total: 2,
      played: 0,
      bet: 20,
      win: 0,
      winCap: 5000,
      partEndsAt: '2030-01-01T00:00:00.000Z',
      nextPartAt: null,
    };
    const spin = vi
      .fn()
      .mockResolvedValueOnce({
        ...answer(1000, 40),
        freeRounds: { ...campaign, available: 0, left: 1, played: 1, win: 40 },
      })
      .mockResolvedValueOnce(answer(990, 0));
    const d = deps({ spin });
    const game = new SlotGame({ ...session, freeRounds: campaign }, d);
    expect(game.freeRoundNext).toBe(true);
    expect(game.state.notice).toMatchObject({ key: 'freeRounds.ready', values: { count: 1 } });
    const played = game.spin();
    // No stake leaves the balance while a free round spins.
    expect(game.state.balance).toBe(1000);
    await played;
    expect(spin).toHaveBeenLastCalledWith({
      sessionToken: session.sessionToken,
      roundId: 'round-1',
      bet: 20,
      freeRound: true,
    });
    expect(game.state).toMatchObject({ balance: 1000, freeRounds: { left: 1, win: 40 } });
    expect(game.state.notice).toMatchObject({ key: 'freeRounds.done', values: { amount: 40 } });
    expect(game.state.tally).toMatchObject({ staked: 0 });
    expect(game.freeRoundNext).toBe(false);
    await game.spin();
    expect(spin).toHaveBeenLastCalledWith({
      sessionToken: session.sessionToken,
      roundId: 'round-2',
      bet: 10,
    });
  });

  it('a free round refused as unavailable sends the next spin as a paid one', async () => {
    const campaign = {
      campaignId: 7,
      available: 3,
      left: 3,
      total: 3,
      played: 0,
      bet: 20,
      win: 0,
      winCap: 5000,
      partEndsAt: null,
      nextPartAt: '2030-01-01T00:00:00.000Z',
    };
    const spin = vi
      .fn()
      .mockRejectedValueOnce(
        new PlayApiError({
          statusCode: 409,
          code: 'FREESPIN.UNAVAILABLE',
          message: 'The next free spins open later.',
        }),
      )
      .mockResolvedValueOnce(answer(990, 0));
    const game = new SlotGame({ ...session, freeRounds: campaign }, deps({ spin }));
    await game.spin();
    expect(game.state).toMatchObject({
      error: 'freeRounds.unavailable',
      pending: null,
      balance: 1000,
      freeRounds: { available: 0 },
    });
    await game.spin();
    expect(spin).toHaveBeenLastCalledWith({
      sessionToken: session.sessionToken,
      roundId: 'round-2',
      bet: 10,
    });
  });

  it('plays a paid round and reports the balance', async () => {
    const d = deps({ spin: vi.fn(() => Promise.resolve(answer(1040, 50))) });
    const game = new SlotGame(session, d);
    await game.spin();
    expect(d.api.spin).toHaveBeenCalledWith({
      sessionToken: session.sessionToken,
      roundId: 'round-1',
      bet: 10,
    });
    expect(game.state).toMatchObject({ phase: 'idle', balance: 1040, roundWin: 50 });
    expect(game.state.lastRound).toMatchObject({ roundId: 'round-1', nonce: 0 });
    expect(d.balances).toEqual([1040]);
  });

  it('plays the free spins a round awards, one call each, until the feature ends', async () => {
    const feature = (played: number, win: number): PlayFreeSpins => ({
      roundId: 'round-1',
      bet: 10,
      lines: 1,
      remaining: 2 - played,
      played,
      awarded: 2,
      multiplier: 2,
      win,
    });
    const freeSpin = vi
      .fn<SlotGameDeps['api']['freeSpin']>()
      .mockResolvedValueOnce(answer(1020, 30, 30, feature(1, 30), 'free'))
      .mockResolvedValueOnce(answer(1060, 40, 70, null, 'free'));
    const d = deps({ spin: () => Promise.resolve(answer(990, 0, 0, feature(0, 0))), freeSpin });
    const game = new SlotGame(session, d);
    await game.spin();
    expect(freeSpin.mock.calls.map(([body]) => body.spin)).toEqual([1, 2]);
    expect(freeSpin.mock.calls[0]?.[0].roundId).toBe('round-1');
    expect(game.state).toMatchObject({ freeSpins: null, balance: 1060, roundWin: 70 });
    expect(game.state.notice).toEqual({ key: 'free.total', values: { amount: 70 } });
    expect(d.balances).toEqual([990, 1020, 1060]);
  });

  it('sends the same round id again after a lost answer', async () => {
    const spin = vi
      .fn<SlotGameDeps['api']['spin']>()
      .mockRejectedValue(new NetworkError('offline'));
    const d = deps({ spin });
    const game = new SlotGame(session, d);
    await game.spin();
    // withRetries already tried again three times, each with the same id.
    expect(new Set(spin.mock.calls.map(([body]) => body.roundId))).toEqual(new Set(['round-1']));
    expect(game.state).toMatchObject({ error: 'error.network', pending: { roundId: 'round-1' } });
    expect(game.canSpin).toBe(false);
    // Offline nobody knows whether the stake was taken: the game shows the balance the server
    // last confirmed, as the site's header does, and tells the header nothing.
    expect(game.state.balance).toBe(1000);
    expect(d.balances).toEqual([]);

    spin.mockResolvedValue(answer(990, 0));
    await game.retry();
    expect(spin.mock.calls.at(-1)?.[0].roundId).toBe('round-1');
    expect(game.state).toMatchObject({ error: null, pending: null, balance: 990 });
    expect(game.canSpin).toBe(true);
  });

  it('shows a refused bet and keeps the balance', async () => {
    const refused = new PlayApiError({
      statusCode: 409,
      code: 'WALLET.INSUFFICIENT_FUNDS',
      message: 'Insufficient funds',
    });
    const game = new SlotGame(session, deps({ spin: () => Promise.reject(refused) }));
    await game.spin();
    expect(game.state).toMatchObject({
      error: 'error.insufficientFunds',
      balance: 1000,
      pending: null,
      fatal: false,
    });
  });

  it('autoplays until a stop rule says so', async () => {
    const spin = vi
      .fn<SlotGameDeps['api']['spin']>()
      .mockResolvedValueOnce(answer(990, 0))
      .mockResolvedValueOnce(answer(980, 0))
      .mockResolvedValueOnce(answer(1020, 50));
    const game = new SlotGame(session, deps({ spin }));
    await game.startAutoplay({
      spins: 10,
      stopOnAnyWin: true,
      stopOnWinAbove: null,
      stopOnBalanceBelow: null,
    });
    expect(spin).toHaveBeenCalledTimes(3);
    expect(game.state).toMatchObject({ autoplay: null, autoplayStopped: 'any-win', phase: 'idle' });
  });

  it('plays a feature left unfinished when the session opens with it', async () => {
    const pending: PlayFreeSpins = {
      roundId: 'earlier-round',
      bet: 10,
      lines: 1,
      remaining: 1,
      played: 4,
      awarded: 5,
      multiplier: 2,
      win: 40,
    };
    const freeSpin = vi.fn(() => Promise.resolve(answer(1020, 20, 60, null, 'free')));
    const game = new SlotGame({ ...session, freeSpins: pending }, deps({ freeSpin }));
    expect(game.state.notice).toEqual({ key: 'free.resume' });
    expect(game.canSpin).toBe(false);
    await game.resumeFreeSpins();
    expect(freeSpin).toHaveBeenCalledWith({
      sessionToken: session.sessionToken,
      roundId: 'earlier-round',
      spin: 5,
    });
    expect(game.state).toMatchObject({ freeSpins: null, balance: 1020, phase: 'idle' });
    expect(game.canSpin).toBe(true);
  });

  it('steps the bet along the ladder and starts from a remembered bet', () => {
    const game = new SlotGame(session, deps({}), { rememberedBet: 95 });
    expect(game.state.bet).toBe(100);
    game.stepBet(1);
    expect(game.state.bet).toBe(200);
    game.stepBet(-1);
    game.stepBet(-1);
    expect(game.state.bet).toBe(50);
  });

  it('asks again for the lost round when the connection comes back, and reports the balance', async () => {
    const spin = vi
      .fn<SlotGameDeps['api']['spin']>()
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockResolvedValue(answer(990, 0));
    const d = deps({ spin });
    const game = new SlotGame(session, d);
    await game.spin();
    expect(game.state.pending).not.toBeNull();
    await game.reconnected();
    expect(spin.mock.calls.at(-1)?.[0].roundId).toBe('round-1');
    expect(game.state).toMatchObject({ pending: null, error: null, balance: 990 });
    expect(d.balances).toEqual([990]);
  });

  it('reads the balance again after a reconnect with nothing pending', async () => {
    const sessionRounds = vi.fn(() =>
      Promise.resolve({ statusCode: 200 as const, rounds: [], balance: 1500 }),
    );
    const d = deps({ sessionRounds });
    const game = new SlotGame(session, d);
    await game.reconnected();
    expect(sessionRounds).toHaveBeenCalledWith({ sessionToken: session.sessionToken, take: 1 });
    expect(game.state.balance).toBe(1500);
    expect(d.balances).toEqual([1500]);
  });

  it('keeps the session’s net result, each round once, free spins included', async () => {
    const feature = (played: number, win: number): PlayFreeSpins => ({
      roundId: 'round-2',
      bet: 10,
      lines: 1,
      remaining: 1 - played,
      played,
      awarded: 1,
      multiplier: 1,
      win,
    });
    const spin = vi
      .fn<SlotGameDeps['api']['spin']>()
      .mockResolvedValueOnce(answer(994, 4))
      .mockResolvedValueOnce(answer(984, 0, 0, feature(0, 0)));
    const freeSpin = vi.fn(() => Promise.resolve(answer(1009, 25, 25, null, 'free')));
    const game = new SlotGame(session, deps({ spin, freeSpin }));
    await game.spin();
    expect(game.state).toMatchObject({ roundBet: 10, roundWin: 4 });
    await game.spin();
    expect(game.state.tally).toMatchObject({ staked: 20, won: 29, rounds: 2 });
  });

  it('plays no win sound for a win below the stake', async () => {
    const sounds: string[] = [];
    const d = {
      ...deps({ spin: () => Promise.resolve(answer(994, 4)) }),
      sound: (name: string) => sounds.push(name),
    };
    await new SlotGame(session, d).spin();
    expect(sounds).toEqual(['spin', 'stop']);
    sounds.length = 0;
    const big = {
      ...deps({ spin: () => Promise.resolve(answer(1090, 100)) }),
      sound: (name: string) => sounds.push(name),
    };
    await new SlotGame(session, big).spin();
    expect(sounds).toEqual(['spin', 'stop', 'bigWin']);
  });

  it('applies the bet presets within the ladder and the balance', () => {
    const game = new SlotGame({ ...session, balance: 450 }, deps({}), { rememberedBet: 100 });
    game.applyPreset('double');
    expect(game.state.bet).toBe(200);
    game.applyPreset('max');
    expect(game.state.bet).toBe(300);
    game.applyPreset('half');
    expect(game.state.bet).toBe(200);
    game.applyPreset('min');
    expect(game.state.bet).toBe(10);
  });
});
