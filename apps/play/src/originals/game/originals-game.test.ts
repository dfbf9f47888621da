import {
  ErrorCode,
  type OriginalRound,
  type OriginalsActionBody,
  type OriginalsBetBody,
  type PlaySeeds,
} from '@jackdaw/contracts';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, PlayApiError } from '../../api/play-api';
import { OriginalsGame, type OriginalsGameDeps } from './originals-game';

const seeds: PlaySeeds = { family: 'originals', serverSeedHash: 'h', clientSeed: 'c', nonce: 0 };

function diceRound(body: OriginalsBetBody, win: number): OriginalRound {
  return {
    roundId: body.roundId,
    game: 'dice',
    status: win > 0 ? 'won' : 'lost',
    bet: body.bet,
    params: body.params,
    steps: 0,
    multiplier: win / body.bet,
    win,
    capped: false,
    outcome: { roll: 0 },
  };
}

function setup(over: Partial<OriginalsGameDeps> = {}, game: OriginalsGameDeps['game'] = 'dice') {
  let balance = 10_000;
  let id = 0;
  const wins: number[] = [];
  const bets: OriginalsBetBody[] = [];
  const deps: OriginalsGameDeps = {
    game,
    sessionToken: 't'.repeat(43),
    limits: { min: 10, max: 5_000 },
    bet: (body) => {
      bets.push(body);
      const win = wins.shift() ?? 0;
      balance += win - body.bet;
      return Promise.resolve({
        statusCode: 200,
        replayed: false,
        round: diceRound(body, win),
        balance,
        seeds,
      });
    },
    action: () => Promise.reject(new Error('no actions in this test')),
    newId: () => `round-${++id}`,
    sound: vi.fn(),
    balanceChanged: vi.fn(),
    remember: vi.fn(),
    wait: () => Promise.resolve(),
    ...over,
  };
  const game$ = new OriginalsGame(
    {
      balance,
      amount: 100,
      params: { target: 5050, direction: 'over' },
      open: null,
      instant: false,
      seeds,
    },
    deps,
  );
  return { game: game$, wins, bets, deps };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the originals game', () => {
  it('adds the win to the balance only once the board has settled', async () => {
    const { game, wins } = setup();
    wins.push(198);
    game.press();
    await flush();
    expect(game.state.showing).toBe(true);
    expect(game.state.balance).toBe(9_900);
    game.settled();
    expect(game.state.balance).toBe(10_098);
    expect(game.state.strip).toEqual([
      { roundId: 'round-1', multiplier: 1.98, bet: 100, win: 198 },
    ]);
    // A second settled is ignored.
    game.settled();
    expect(game.state.strip).toHaveLength(1);
  });

  it('waits for a dice round to be shown before the next bet', async () => {
    const { game, bets } = setup();
    game.press();
    await flush();
    expect(game.betReady).toBe(false);
    game.press();
    await flush();
    expect(bets).toHaveLength(1);
  });

  it('drops plinko balls side by side, each win counted once its own ball has landed', async () => {
    const { game, wins, bets, deps } = setup({}, 'plinko');
    wins.push(300, 50);
    game.press();
    await flush();
    // The first ball is still falling: a second one may go.
    expect(game.betReady).toBe(true);
    game.press();
    await flush();
    expect(bets.map((bet) => bet.roundId)).toEqual(['round-1', 'round-2']);
    // The server's 10,150 holds both wins; neither ball has landed.
    expect(game.state.balance).toBe(10_150 - 350);
    // The second ball lands first.
    game.settled('round-2');
    expect(game.state.balance).toBe(10_150 - 300);
    expect(game.state.showing).toBe(true);
    expect(deps.balanceChanged).toHaveBeenLastCalledWith(10_150 - 300);
    game.settled('round-1');
    expect(game.state.balance).toBe(10_150);
    expect(game.state.showing).toBe(false);
    expect(game.state.strip.map((entry) => entry.roundId)).toEqual(['round-1', 'round-2']);
    // A ball reported twice counts once.
    game.settled('round-1');
    expect(game.state.strip).toHaveLength(2);
    expect(game.state.balance).toBe(10_150);
  });

  it('retries a lost answer with the same round id', async () => {
    const seen: string[] = [];
    let fails = 2;
    const { game } = setup({
      bet: (body) => {
        seen.push(body.roundId);
        if (fails-- > 0) return Promise.reject(new NetworkError('offline'));
        return Promise.resolve({
          statusCode: 200,
          replayed: true,
          round: diceRound(body, 0),
          balance: 9_900,
          seeds,
        });
      },
    });
    game.press();
    await flush();
    await flush();
    expect(seen).toEqual(['round-1', 'round-1', 'round-1']);
    expect(game.state.round?.roundId).toBe('round-1');
  });

  it('keeps a call whose answers never came and resends it on the next press', async () => {
    const seen: string[] = [];
    let down = true;
    const { game } = setup({
      bet: (body) => {
        seen.push(body.roundId);
        if (down) return Promise.reject(new NetworkError('offline'));
        return Promise.resolve({
          statusCode: 200,
          replayed: true,
          round: diceRound(body, 0),
          balance: 9_900,
          seeds,
        });
      },
    });
    game.press();
    for (let i = 0; i < 6; i++) await flush();
    expect(game.state.unresolved?.kind).toBe('bet');
    expect(game.state.notice).toEqual({ kind: 'error', key: 'error.network' });
    down = false;
    game.press();
    await flush();
    expect(new Set(seen)).toEqual(new Set(['round-1']));
    expect(game.state.unresolved).toBeNull();
  });

  it('does not resend a refused bet', async () => {
    const { game } = setup({
      bet: () =>
        Promise.reject(
          new PlayApiError({
            statusCode: 409,
            code: ErrorCode.WalletInsufficientFunds,
            message: '',
          }),
        ),
    });
    game.press();
    await flush();
    expect(game.state.unresolved).toBeNull();
    expect(game.state.notice).toEqual({ kind: 'error', key: 'error.insufficientFunds' });
  });

  it('runs auto-bet to its count, doubling on a loss', async () => {
    const { game, bets } = setup();
    game.startAuto({
      count: 3,
      onWin: { kind: 'reset' },
      onLoss: { kind: 'increase', percent: 100 },
      stopProfit: null,
      stopLoss: null,
    });
    for (let i = 0; i < 3; i++) {
      await flush();
      game.settled();
    }
    await flush();
    expect(bets.map((b) => b.bet)).toEqual([100, 200, 400]);
    expect(game.state.auto).toBeNull();
    expect(game.state.notice).toEqual({ kind: 'auto', stop: 'done' });
    expect(new Set(bets.map((b) => b.roundId)).size).toBe(3);
  });

  it('keeps what replays the latest round: its seeds at the bet, params and actions', async () => {
    const after = { ...seeds, nonce: 1 };
    const { game } = setup({
      bet: (body) =>
        Promise.resolve({
          statusCode: 200,
          replayed: false,
          round: diceRound(body, 0),
          balance: 9_900,
          seeds: after,
        }),
    });
    game.press();
    await flush();
    expect(game.state.verifiable).toEqual({
      roundId: 'round-1',
      game: 'dice',
      bet: 100,
      params: { target: 5050, direction: 'over' },
      nonce: 0,
      clientSeed: 'c',
      serverSeedHash: 'h',
      actions: [],
    });
    expect(game.state.seeds.nonce).toBe(1);
  });

  it('settles by itself in instant mode', async () => {
    const { game, wins } = setup();
    game.setInstant(true);
    wins.push(500);
    game.press();
    await flush();
    expect(game.state.showing).toBe(false);
    expect(game.state.balance).toBe(10_400);
  });

  it('plays a step game action by the next step and cashes out', async () => {
    const open: OriginalRound = {
      roundId: 'm1',
      game: 'mines',
      status: 'open',
      bet: 100,
      params: { mines: 3 },
      steps: 1,
      multiplier: 1.1,
      win: 110,
      capped: false,
      outcome: { revealed: [4] },
    };
    const actions: OriginalsActionBody[] = [];
    const { deps } = setup(
      {
        action: (body) => {
          actions.push(body);
          const round = { ...open, status: 'cashed' as const, steps: 2 };
          return Promise.resolve({
            statusCode: 200,
            replayed: false,
            round,
            balance: 10_110,
            seeds,
          });
        },
      },
      'mines',
    );
    const resumed = new OriginalsGame(
      { balance: 10_000, amount: 10, params: {}, open, instant: false, seeds },
      deps,
    );
    expect(resumed.state.amount).toBe(100);
    expect(resumed.state.params).toEqual({ mines: 3 });
    expect(resumed.canCashOut).toBe(true);
    resumed.press();
    await flush();
    expect(actions[0]).toMatchObject({ roundId: 'm1', step: 2, action: { type: 'cashout' } });
    resumed.settled();
    expect(resumed.state.balance).toBe(10_110);
    // A round resumed from an earlier page keeps its verify link (a real round's is by its id):
    // it took the nonce before the session's next; its earlier actions are not known here.
    expect(resumed.state.verifiable).toEqual({
      roundId: 'm1',
      game: 'mines',
      bet: 100,
      params: { mines: 3 },
      nonce: seeds.nonce - 1,
      clientSeed: seeds.clientSeed,
      serverSeedHash: seeds.serverSeedHash,
      actions: [{ type: 'cashout' }],
    });
  });
});
