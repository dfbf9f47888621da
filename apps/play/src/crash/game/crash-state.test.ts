import type {
  CrashMyBet,
  CrashPublicBet,
  CrashRoundState,
  CrashServerMessage,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialState,
  panelButton,
  step,
  type CrashAction,
  type CrashState,
  type StepEnv,
} from './crash-state';

const T0 = 1_800_000_000_000;

function env(): StepEnv {
  let n = 0;
  return { newId: () => `id-${String((n += 1)).padStart(4, '0')}` };
}

const round = (patch: Partial<CrashRoundState> = {}): CrashRoundState => ({
  roundId: 7,
  phase: 'betting',
  bettingEndsAt: T0 + 6_000,
  startedAt: null,
  endedAt: null,
  result: null,
  hash: null,
  interrupted: false,
  serverNow: T0,
  ...patch,
});
const flying = (roundId = 7) =>
  round({
    roundId,
    phase: 'flying',
    bettingEndsAt: null,
    startedAt: T0 + 6_000,
    serverNow: T0 + 6_000,
  });
const ended = (result: number, roundId = 7) =>
  round({
    roundId,
    phase: 'ended',
    bettingEndsAt: null,
    startedAt: T0 + 6_000,
    endedAt: T0 + 20_000,
    result,
    hash: 'a'.repeat(64),
    serverNow: T0 + 20_000,
  });

const myBet = (patch: Partial<CrashMyBet> = {}): CrashMyBet => ({
  betId: 'id-0001',
  roundId: 7,
  panel: 1,
  currency: 'USD',
  amount: 100,
  autoCashOut: null,
  status: 'open',
  cashedOutAt: null,
  win: null,
  result: null,
  createdAt: T0,
  ...patch,
});

const publicBet = (patch: Partial<CrashPublicBet> = {}): CrashPublicBet => ({
  betId: 'x1',
  player: 'a***b',
  currency: 'USD',
  amount: 500,
  panel: 1,
  cashedOutAt: null,
  win: null,
  ...patch,
});

const hello = (patch: Partial<Extract<CrashServerMessage, { type: 'hello' }>> = {}) =>
  ({
    type: 'hello',
    round: round(),
    bets: [],
    history: [],
    myBets: [],
    balance: 10_000,
    ...patch,
  }) satisfies CrashServerMessage;

/** Runs actions in order; returns the last state and every message sent. */
function run(actions: CrashAction[], start?: CrashState, ids = env()) {
  let state = start ?? initialState({ balance: 10_000, limits: { min: 10, max: 100_000 } });
  const sent = [];
  for (const action of actions) {
    const result = step(state, action, ids);
    state = result.state;
    sent.push(...result.send);
  }
  return { state, sent };
}

const server = (message: CrashServerMessage, receivedAt = T0): CrashAction => ({
  type: 'server',
  message,
  receivedAt,
});

describe('a panel in a betting phase', () => {
  it('sends the bet with its amount and auto cash-out, waits, then offers Cancel', () => {
    const { state, sent } = run([
      server(hello()),
      { type: 'amount', panel: 1, amount: 250 },
      { type: 'auto', panel: 1, on: true, value: 150 },
      { type: 'press', panel: 1 },
    ]);
    expect(sent).toEqual([
      {
        type: 'bet',
        requestId: 'id-0002',
        betId: 'id-0001',
        panel: 1,
        amount: 250,
        autoCashOut: 150,
      },
    ]);
    expect(panelButton(state.panels[0], state.round)).toBe('waiting');

    const placed = run(
      [
        server({
          type: 'reply',
          requestId: 'id-0002',
          bet: myBet({ amount: 250, autoCashOut: 150 }),
          balance: 9_750,
        }),
      ],
      state,
    ).state;
    expect(panelButton(placed.panels[0], placed.round)).toBe('cancel');
    expect(placed.balance).toBe(9_750);
    expect(placed.myBets.map((bet) => bet.betId)).toEqual(['id-0001']);
  });

  it('cancels: the panel is free again and the stake back', () => {
    const ids = env();
    const placed = run(
      [
        server(hello()),
        { type: 'press', panel: 1 },
        server({ type: 'reply', requestId: 'id-0002', bet: myBet(), balance: 9_900 }),
      ],
      undefined,
      ids,
    ).state;
    const { state, sent } = run(
      [
        { type: 'press', panel: 1 },
        server({
          type: 'reply',
          requestId: 'id-0003',
          bet: myBet({ status: 'cancelled' }),
          balance: 10_000,
        }),
      ],
      placed,
      ids,
    );
    expect(sent).toEqual([{ type: 'cancel', requestId: 'id-0003', betId: 'id-0001' }]);
    expect(state.panels[0].bet).toBeNull();
    expect(panelButton(state.panels[0], state.round)).toBe('bet');
    expect(state.balance).toBe(10_000);
  });

  it('keeps the two panels apart', () => {
    const { state, sent } = run([
      server(hello()),
      { type: 'amount', panel: 2, amount: 40 },
      { type: 'press', panel: 1 },
      { type: 'press', panel: 2 },
    ]);
    expect(sent.map((m) => (m.type === 'bet' ? [m.panel, m.amount] : null))).toEqual([
      [1, 10],
      [2, 40],
    ]);
    expect(state.panels.map((p) => p.pending?.kind)).toEqual(['bet', 'bet']);
  });
});

describe('a panel during a flight', () => {
  const placedAndFlying = () => {
    const ids = env();
    const { state } = run(
      [
        server(hello()),
        { type: 'press', panel: 1 },
        server({ type: 'reply', requestId: 'id-0002', bet: myBet(), balance: 9_900 }),
        server({ type: 'round', round: flying() }),
      ],
      undefined,
      ids,
    );
    return { state, ids };
  };

  it('offers Cash out and sends it once, however often tapped', () => {
    const { state, ids } = placedAndFlying();
    expect(panelButton(state.panels[0], state.round)).toBe('cashout');
    const { sent } = run(
      [
        { type: 'press', panel: 1 },
        { type: 'press', panel: 1 },
      ],
      state,
      ids,
    );
    expect(sent).toEqual([{ type: 'cashout', requestId: 'id-0003', betId: 'id-0001' }]);
  });

  it('shows the cash-out and the new balance from the reply', () => {
    const { state, ids } = placedAndFlying();
    const cashed = myBet({ status: 'cashed', cashedOutAt: 150, win: 150 });
    const after = run(
      [
        { type: 'press', panel: 1 },
        server({ type: 'reply', requestId: 'id-0003', bet: cashed, balance: 10_050 }),
      ],
      state,
      ids,
    ).state;
    expect(after.panels[0].bet).toEqual(cashed);
    expect(after.balance).toBe(10_050);
    expect(panelButton(after.panels[0], after.round)).toBe('bet');
  });

  it('keeps the bet when the cash-out came too late', () => {
    const { state, ids } = placedAndFlying();
    const after = run(
      [
        { type: 'press', panel: 1 },
        server({ type: 'refused', requestId: 'id-0003', code: 'CRASH.TOO_LATE', message: 'late' }),
      ],
      state,
      ids,
    ).state;
    expect(after.panels[0].bet?.status).toBe('open');
    expect(after.notice).toEqual({ kind: 'refused', code: 'CRASH.TOO_LATE', panel: 1 });
  });

  it('queues a bet tapped in flight and sends it when the next betting phase opens', () => {
    const { state: start } = run([server(hello({ round: flying() }))]);
    const queued = run([{ type: 'press', panel: 2 }], start);
    expect(queued.sent).toEqual([]);
    expect(panelButton(queued.state.panels[1], queued.state.round)).toBe('waiting');

    const next = run(
      [
        server({ type: 'round', round: ended(180) }),
        server({ type: 'round', round: round({ roundId: 8 }) }),
      ],
      queued.state,
    );
    expect(next.sent).toEqual([
      expect.objectContaining({ type: 'bet', panel: 2, amount: 10, autoCashOut: null }),
    ]);
  });

  it('lets a queued bet be taken back before it is sent', () => {
    const { state: start } = run([server(hello({ round: flying() }))]);
    const { state, sent } = run(
      [
        { type: 'press', panel: 1 },
        { type: 'press', panel: 1 },
        server({ type: 'round', round: round({ roundId: 8 }) }),
      ],
      start,
    );
    expect(sent).toEqual([]);
    expect(panelButton(state.panels[0], state.round)).toBe('bet');
  });

  it('notes a take-off it missed from a tick', () => {
    const { state } = run([
      server(hello()),
      server({ type: 'tick', roundId: 7, elapsed: 1_000, multiplier: 106, serverNow: T0 + 7_000 }),
    ]);
    expect(state.round).toMatchObject({ phase: 'flying', startedAt: T0 + 6_000 });
  });
});

describe('the round ending', () => {
  it('adds the result to the history, newest first, once', () => {
    const { state } = run([
      server(
        hello({
          round: flying(),
          history: [
            { roundId: 6, result: 120, hash: 'b'.repeat(64), endedAt: T0, interrupted: false },
          ],
        }),
      ),
      server({ type: 'round', round: ended(235) }),
      server({ type: 'round', round: ended(235) }),
    ]);
    expect(state.history.map((h) => [h.roundId, h.result])).toEqual([
      [7, 235],
      [6, 120],
    ]);
  });

  it('clears the live list and the panels when the next round opens', () => {
    const { state } = run([
      server(hello({ round: flying(), bets: [publicBet()], myBets: [myBet()] })),
      server({ type: 'round', round: ended(300) }),
      server({ type: 'round', round: round({ roundId: 8 }) }),
    ]);
    expect(state.bets).toEqual([]);
    expect(state.panels[0].bet).toBeNull();
    expect(state.myBets).toHaveLength(1);
  });
});

describe('the live bets list', () => {
  it('adds bets, marks cash-outs as they happen, drops cancelled ones', () => {
    const { state } = run([
      server(hello()),
      server({ type: 'bet', roundId: 7, bet: publicBet({ betId: 'a' }) }),
      server({ type: 'bet', roundId: 7, bet: publicBet({ betId: 'b' }) }),
      server({ type: 'bet', roundId: 6, bet: publicBet({ betId: 'old' }) }),
      server({ type: 'cancelled', roundId: 7, betId: 'b' }),
      server({ type: 'cashout', roundId: 7, betId: 'a', cashedOutAt: 212, win: 1_060 }),
    ]);
    expect(state.bets).toEqual([publicBet({ betId: 'a', cashedOutAt: 212, win: 1_060 })]);
  });
});

describe('reconnecting', () => {
  it('resumes the round from the new hello: the open bet shows and can be cashed out', () => {
    const ids = env();
    const before = run(
      [server(hello()), { type: 'press', panel: 1 }, { type: 'disconnected' }],
      undefined,
      ids,
    ).state;
    expect(before.connected).toBe(false);
    // The reply was lost; the server took the bet and the plane took off meanwhile.
    const { state, sent } = run(
      [
        server(hello({ round: flying(), myBets: [myBet({ betId: 'id-0001' })], balance: 9_990 })),
        { type: 'press', panel: 1 },
      ],
      before,
      ids,
    );
    expect(state.panels[0].bet?.betId).toBe('id-0001');
    expect(sent).toEqual([{ type: 'cashout', requestId: 'id-0003', betId: 'id-0001' }]);
  });

  it('sends a bet whose answer was lost again, with the same bet id', () => {
    const ids = env();
    const { state } = run(
      [server(hello()), { type: 'press', panel: 1 }, { type: 'disconnected' }],
      undefined,
      ids,
    );
    const { sent } = run([server(hello({ myBets: [] }))], state, ids);
    expect(sent).toEqual([
      expect.objectContaining({ type: 'bet', betId: 'id-0001', requestId: 'id-0003' }),
    ]);
  });

  it('queues a lost bet for the next round once betting closed', () => {
    const { state } = run([server(hello()), { type: 'press', panel: 1 }, { type: 'disconnected' }]);
    const after = run([server(hello({ round: flying() }))], state).state;
    expect(panelButton(after.panels[0], after.round)).toBe('waiting');
    expect(after.panels[0].pending).toBeNull();
  });

  it('keeps a bet that could not be sent for the next betting hello', () => {
    const { state } = run([server(hello()), { type: 'press', panel: 1 }]);
    const unsent = run(
      [{ type: 'unsent', requestId: 'id-0002' }, { type: 'disconnected' }],
      state,
    ).state;
    expect(panelButton(unsent.panels[0], unsent.round)).toBe('waiting');
    const { sent } = run([server(hello({ round: round({ roundId: 9 }) }))], unsent);
    expect(sent).toEqual([expect.objectContaining({ type: 'bet', panel: 1 })]);
  });

  it('does not bet twice for a panel whose bet the hello already reports', () => {
    const { state } = run([server(hello({ round: flying() })), { type: 'press', panel: 1 }]);
    const { sent } = run(
      [server(hello({ round: round({ roundId: 8 }), myBets: [myBet({ roundId: 8 })] }))],
      state,
    );
    expect(sent).toEqual([]);
  });
});

describe('auto-bet', () => {
  it('bets each round, counts the rounds and stops after the last', () => {
    const ids = env();
    let { state, sent } = run(
      [
        server(hello()),
        {
          type: 'auto-bet',
          panel: 1,
          settings: { rounds: 2, stopOnLoss: null, stopOnWinAbove: null },
        },
      ],
      undefined,
      ids,
    );
    expect(sent).toHaveLength(1);
    for (const [roundId, requestId, betId] of [
      [7, 'id-0002', 'id-0001'],
      [8, 'id-0004', 'id-0003'],
    ] as const) {
      ({ state, sent } = run(
        [
          server({ type: 'reply', requestId, bet: myBet({ roundId, betId }), balance: 9_900 }),
          server({ type: 'round', round: flying(roundId) }),
          server({ type: 'round', round: ended(150, roundId) }),
          server({ type: 'round', round: round({ roundId: roundId + 1 }) }),
        ],
        state,
        ids,
      ));
      expect(sent).toHaveLength(roundId === 7 ? 1 : 0);
    }
    expect(state.panels[0].autoBet).toBeNull();
    expect(state.notice).toEqual({ kind: 'auto-bet', stop: 'done', panel: 1 });
  });

  it('stops on a refused bet', () => {
    const { state } = run([
      server(hello()),
      {
        type: 'auto-bet',
        panel: 1,
        settings: { rounds: 10, stopOnLoss: null, stopOnWinAbove: null },
      },
      server({
        type: 'refused',
        requestId: 'id-0002',
        code: 'WALLET.INSUFFICIENT_FUNDS',
        message: 'no',
      }),
    ]);
    expect(state.panels[0].autoBet).toBeNull();
    expect(state.notice).toMatchObject({ kind: 'refused', code: 'WALLET.INSUFFICIENT_FUNDS' });
  });

  it('counts a cashed-out win against the win limit', () => {
    const ids = env();
    const { state } = run(
      [
        server(hello()),
        { type: 'auto', panel: 1, on: true, value: 300 },
        {
          type: 'auto-bet',
          panel: 1,
          settings: { rounds: 10, stopOnLoss: null, stopOnWinAbove: 250 },
        },
        server({
          type: 'reply',
          requestId: 'id-0002',
          bet: myBet({ autoCashOut: 300 }),
          balance: 9_900,
        }),
        server({ type: 'round', round: flying() }),
        server({
          type: 'mine',
          bet: myBet({ status: 'cashed', cashedOutAt: 300, win: 300 }),
          balance: 10_200,
        }),
        server({ type: 'round', round: ended(512) }),
      ],
      undefined,
      ids,
    );
    expect(state.notice).toEqual({ kind: 'auto-bet', stop: 'win-above', panel: 1 });
  });
});

describe('inputs', () => {
  it('keeps amounts within the session limits and auto targets within 1.01–10,000×', () => {
    const { state } = run([
      { type: 'amount', panel: 1, amount: 1 },
      { type: 'amount', panel: 2, amount: 10_000_000 },
      { type: 'auto', panel: 1, on: true, value: 50 },
      { type: 'auto', panel: 2, on: true, value: 5_000_000 },
    ]);
    expect(state.panels.map((p) => [p.amount, p.autoValue])).toEqual([
      [10, 101],
      [100_000, 1_000_000],
    ]);
  });
});

describe('a session that ends', () => {
  it('stops auto-bet and queued bets, and says why', () => {
    const { state } = run([
      server(hello({ round: flying() })),
      { type: 'press', panel: 1 },
      {
        type: 'auto-bet',
        panel: 2,
        settings: { rounds: 5, stopOnLoss: null, stopOnWinAbove: null },
      },
      { type: 'disconnected', fatal: 'USER.BANNED' },
    ]);
    expect(state.ended).toBe('USER.BANNED');
    expect(state.panels.map((p) => [p.queued, p.autoBet])).toEqual([
      [false, null],
      [false, null],
    ]);
  });
});
