import type { OriginalAction } from '@jackdaw/contracts';
import {
  applyStep,
  cashOut,
  createFairRng,
  createSeedPair,
  playInstant,
  startSteps,
  type MinesState,
  type StepState,
} from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { checkOriginalsRound, type OriginalsRoundToCheck } from './check-originals-round';

const pair = createSeedPair('originals verify');
const seeds = (nonce: number) => ({
  serverSeed: pair.serverSeed,
  clientSeed: pair.clientSeed,
  nonce,
});
const MAX_WIN = 2_000_000_00;

function round(
  game: OriginalsRoundToCheck['game'],
  params: Record<string, unknown>,
  nonce: number,
  actions: OriginalsRoundToCheck['actions'] = [],
): OriginalsRoundToCheck {
  return {
    game,
    params,
    actions,
    bet: 1_000,
    maxWin: MAX_WIN,
    ...seeds(nonce),
    serverSeedHash: pair.serverSeedHash,
  };
}

/** What the server records of an instant round: its outcome as JSON, its win. */
function recordInstant(
  game: 'dice' | 'limbo' | 'plinko' | 'keno' | 'wheel',
  params: object,
  nonce: number,
) {
  const result = playInstant(game, createFairRng(seeds(nonce)), 1_000, params as never, MAX_WIN);
  const outcome = JSON.parse(JSON.stringify(result.outcome)) as Record<string, unknown>;
  return {
    outcome,
    status: result.win > 0 ? 'won' : 'lost',
    win: result.win,
    capped: result.capped,
  };
}

function checked(result: ReturnType<typeof checkOriginalsRound>) {
  if (result.status !== 'checked') throw new Error(`refused: ${result.code}`);
  return result.check;
}

/** A mines round the way the server plays it: each step on the stream at the stored cursor. */
function minesRound(nonce: number, mines: number, reveals: number) {
  let state: StepState = startSteps(
    'mines',
    createFairRng(seeds(nonce)),
    1_000,
    { mines },
    MAX_WIN,
  );
  const safe = Array.from({ length: 25 }, (_, tile) => tile).filter(
    (tile) => !(state as MinesState).minePositions.includes(tile),
  );
  const actions: OriginalAction[] = [];
  for (const tile of safe.slice(0, reveals)) {
    actions.push({ type: 'reveal', tile });
    state = applyStep(state, { type: 'reveal', tile }, createFairRng(seeds(nonce), state.cursor));
  }
  actions.push({ type: 'cashout' });
  state = cashOut(state);
  return { state: state as MinesState, actions };
}

describe('an original recomputed from its seeds', () => {
  it('agrees with a dice round as recorded, the roll read from the one float', () => {
    const params = { target: 5_000, direction: 'over' };
    const recorded = recordInstant('dice', params, 3);
    const check = checked(checkOriginalsRound(round('dice', params, 3), recorded));
    expect(check).toMatchObject({ serverSeedMatchesHash: true, differences: [], valid: true });
    expect(check.floats).toHaveLength(1);
    // The published scheme, computed here by hand: roll = floor(float × 10001) hundredths.
    expect(recorded.outcome.roll).toBe(Math.floor(check.floats[0]! * 10_001));
    expect(check.win).toBe(recorded.win);
  });

  it('uses one float a row for plinko, ten for keno, one for wheel and limbo', () => {
    const plinko = checked(checkOriginalsRound(round('plinko', { rows: 12, risk: 'high' }, 4)));
    expect(plinko.view.game).toBe('plinko');
    expect(plinko.floats).toHaveLength(12);
    if (plinko.view.game === 'plinko') {
      expect(plinko.view.replay.outcome.path).toEqual(plinko.floats.map((f) => Math.floor(f * 2)));
    }
    const keno = checked(
      checkOriginalsRound(round('keno', { picks: [1, 2, 3, 40], risk: 'low' }, 5)),
    );
    expect(keno.floats).toHaveLength(10);
    const wheel = checked(checkOriginalsRound(round('wheel', { segments: 30, risk: 'medium' }, 6)));
    expect(wheel.floats).toHaveLength(1);
    if (wheel.view.game === 'wheel') {
      expect(wheel.view.replay.outcome.segment).toBe(Math.floor(wheel.floats[0]! * 30));
    }
    expect(checked(checkOriginalsRound(round('limbo', { target: 200 }, 7))).floats).toHaveLength(1);
  });

  it('names what differs from a tampered record', () => {
    const params = { rows: 8, risk: 'low' };
    const recorded = recordInstant('plinko', params, 8);
    const path = recorded.outcome.path as number[];
    const moved = { ...recorded, outcome: { ...recorded.outcome, path: path.map((s) => 1 - s) } };
    expect(checked(checkOriginalsRound(round('plinko', params, 8), moved))).toMatchObject({
      differences: ['events'],
      valid: false,
    });
    const richer = { ...recorded, win: recorded.win + 1 };
    expect(checked(checkOriginalsRound(round('plinko', params, 8), richer)).differences).toEqual([
      'win',
    ]);
    // The same record under another nonce is another round.
    expect(checked(checkOriginalsRound(round('plinko', params, 9), recorded)).valid).toBe(false);
  });

  it('replays a mines round step by step: its mines, its reveals, the cash-out', () => {
    const { state, actions } = minesRound(11, 3, 4);
    const recorded = {
      outcome: JSON.parse(JSON.stringify(state)),
      status: 'cashed',
      win: state.win,
      capped: false,
    };
    const check = checked(checkOriginalsRound(round('mines', { mines: 3 }, 11, actions), recorded));
    expect(check).toMatchObject({ differences: [], valid: true, win: state.win });
    // Three mines take three floats of the Fisher–Yates draw; reveals take none.
    expect(check.floats).toHaveLength(3);
    const other = { ...recorded, outcome: { ...recorded.outcome, minePositions: [0, 1, 2] } };
    expect(
      checked(checkOriginalsRound(round('mines', { mines: 3 }, 11, actions), other)).differences,
    ).toContain('events');
    const stillOpen = { ...recorded, status: 'open' };
    expect(
      checked(checkOriginalsRound(round('mines', { mines: 3 }, 11, actions), stillOpen))
        .differences,
    ).toEqual(['status']);
  });

  it('takes a float for each hilo card and each coin flipped', () => {
    const hilo = checked(
      checkOriginalsRound(
        round('hilo', {}, 12, [{ type: 'skip' }, { type: 'skip' }, { type: 'skip' }]),
      ),
    );
    expect(hilo.floats).toHaveLength(4);
    if (hilo.view.game === 'hilo') {
      expect(hilo.view.replay.cards.map((card) => card.index)).toEqual(
        hilo.floats.map((f) => Math.floor(f * 52)),
      );
    }
    const flip = checked(
      checkOriginalsRound(round('flip', {}, 13, [{ type: 'flip', side: 'heads' }])),
    );
    expect(flip.floats).toHaveLength(1);
    if (flip.view.game === 'flip') {
      expect(flip.view.replay.flips[0]!.result).toBe(flip.floats[0]! < 0.5 ? 'heads' : 'tails');
    }
  });

  it('flags a server seed that is not the one committed to', () => {
    const check = checked(
      checkOriginalsRound({
        ...round('dice', { target: 5_000, direction: 'under' }, 1),
        serverSeedHash: 'ab'.repeat(32),
      }),
    );
    expect(check).toMatchObject({ serverSeedMatchesHash: false, valid: false, differences: null });
    const noHash = checked(
      checkOriginalsRound({ ...round('limbo', { target: 150 }, 1), serverSeedHash: '' }),
    );
    expect(noHash).toMatchObject({ serverSeedMatchesHash: null, valid: true });
  });

  it('refuses what the game cannot play, naming the rule', () => {
    expect(checkOriginalsRound(round('dice', { target: 20_000, direction: 'over' }, 1))).toEqual({
      status: 'refused',
      code: 'PARAMS_INVALID',
    });
    expect(checkOriginalsRound(round('dice', { target: 9_999, direction: 'under' }, 1))).toEqual({
      status: 'refused',
      code: 'DICE_CHANCE',
    });
    expect(checkOriginalsRound(round('limbo', { target: 200 }, 1, [{ type: 'cashout' }]))).toEqual({
      status: 'refused',
      code: 'ACTION_INVALID',
    });
    const { actions } = minesRound(14, 1, 1);
    const twice = [actions[0]!, actions[0]!];
    expect(checkOriginalsRound(round('mines', { mines: 1 }, 14, twice))).toEqual({
      status: 'refused',
      code: 'MINES_TILE_REVEALED',
    });
  });

  it('takes a capped record at its cap when the maximum win is not known', () => {
    // A nonce whose limbo round wins, recorded as paid one minor unit under its win: a cap.
    const nonce = Array.from({ length: 400 }, (_, i) => i).find(
      (n) => recordInstant('limbo', { target: 101 }, n).win > 0,
    )!;
    const won = recordInstant('limbo', { target: 101 }, nonce);
    const capped = { ...won, win: won.win - 1, capped: true };
    const check = checked(
      checkOriginalsRound({ ...round('limbo', { target: 101 }, nonce), maxWin: null }, capped),
    );
    expect(check).toMatchObject({ differences: [], win: won.win - 1 });
    // Not capped, the same win is a difference.
    const uncapped = { ...capped, capped: false };
    expect(
      checked(
        checkOriginalsRound({ ...round('limbo', { target: 101 }, nonce), maxWin: null }, uncapped),
      ).differences,
    ).toEqual(['win']);
  });
});
