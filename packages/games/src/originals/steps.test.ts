import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng, type RoundSeeds } from '../fairness/floats.js';
import { scriptedRng } from '../testing/scripted-rng.js';
import {
  applyStep,
  cashOut,
  playInstant,
  publicView,
  replayRound,
  startSteps,
  validateParams,
  type FlipState,
  type HiloState,
  type MinesState,
  type RoundAction,
  type StepAction,
  type StepState,
} from './index.js';
import { minesMultiplier } from './mines.js';
import { displayMultiplier } from './payout.js';

const seeds: RoundSeeds = {
  serverSeed: '6d820d55205d33edb7b7b626ac53d636ee09821ba46b964122b1f62e6ff6636d',
  clientSeed: 'player-seed',
  nonce: 7,
};
const MAX = 1_000_000_000;
const code = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};
const resume = (state: StepState) => createFairRng(seeds, state.cursor);

describe('mines rounds', () => {
  const open = () => startSteps('mines', createFairRng(seeds), 1_000, { mines: 3 }, MAX);
  const safe = (state: MinesState) =>
    [...Array(25).keys()].filter((t) => !state.minePositions.includes(t));

  it('pays the multiplier of the reveals so far, hides mines while open, and ends on a mine', () => {
    let state = open();
    expect(state.minePositions).toHaveLength(3);
    expect(publicView(state)).not.toHaveProperty('minePositions');
    expect(code(() => cashOut(state))).toBe('CASHOUT_NOTHING_WON');
    const [a, b] = safe(state);
    state = applyStep(state, { type: 'reveal', tile: a! }, resume(state));
    state = applyStep(state, { type: 'reveal', tile: b! }, resume(state));
    expect(state.multiplier).toBe(displayMultiplier(minesMultiplier(3, 2)));
    expect(state.win).toBe(1_285); // floor(1000 × 0.99 × 300 / 231)
    const cashed = cashOut(state);
    expect(cashed.status).toBe('cashed');
    expect(publicView(cashed)).toHaveProperty('minePositions', state.minePositions);
    const lost = applyStep(state, { type: 'reveal', tile: state.minePositions[0]! }, resume(state));
    expect(lost).toMatchObject({ status: 'lost', win: 0, multiplier: 0 });
  });

  it('refuses illegal reveals and actions on a closed round', () => {
    const state = open();
    const tile = safe(state)[0]!;
    const after = applyStep(state, { type: 'reveal', tile }, resume(state));
    expect(code(() => applyStep(after, { type: 'reveal', tile }, resume(after)))).toBe(
      'MINES_TILE_REVEALED',
    );
    for (const bad of [-1, 25, 2.5, Number.NaN]) {
      expect(code(() => applyStep(state, { type: 'reveal', tile: bad }, resume(state)))).toBe(
        'MINES_TILE',
      );
    }
    expect(
      code(() => applyStep(state, { type: 'flip', side: 'heads' } as StepAction, resume(state))),
    ).toBe('ACTION_INVALID');
    const cashed = cashOut(after);
    expect(code(() => applyStep(cashed, { type: 'reveal', tile: 0 }, resume(cashed)))).toBe(
      'ROUND_CLOSED',
    );
    expect(code(() => cashOut(cashed))).toBe('ROUND_CLOSED');
    expect(code(() => startSteps('mines', createFairRng(seeds), 1_000, { mines: 25 }, MAX))).toBe(
      'MINES_COUNT',
    );
  });

  it('ends by itself, won, when every safe tile is revealed', () => {
    let state = startSteps('mines', createFairRng(seeds), 100, { mines: 24 }, MAX);
    state = applyStep(state, { type: 'reveal', tile: safe(state)[0]! }, resume(state));
    expect(state).toMatchObject({ status: 'won', win: 2_475, multiplier: 24.75 });
  });
});

describe('hilo rounds', () => {
  it('refuses impossible guesses and the 53rd skip', () => {
    // ♣A (51) cannot go higher; ♦2 (0) cannot go lower.
    const ace = startSteps('hilo', scriptedRng([51 / 52 + 0.001]), 100, {}, MAX);
    expect(code(() => applyStep(ace, { type: 'guess', guess: 'higher' }, scriptedRng([0.5])))).toBe(
      'HILO_GUESS_IMPOSSIBLE',
    );
    const two = startSteps('hilo', scriptedRng([0]), 100, {}, MAX);
    expect(code(() => applyStep(two, { type: 'guess', guess: 'lower' }, scriptedRng([0.5])))).toBe(
      'HILO_GUESS_IMPOSSIBLE',
    );
    let state: HiloState = two;
    for (let i = 0; i < 52; i++) state = applyStep(state, { type: 'skip' }, resume(state));
    expect(state.skips).toBe(52);
    expect(code(() => applyStep(state, { type: 'skip' }, resume(state)))).toBe('HILO_SKIP_LIMIT');
    expect(code(() => cashOut(state))).toBe('CASHOUT_NOTHING_WON');
  });

  it('pays 0.99 × 13 / wins on a won guess and nothing on a lost one', () => {
    const two = startSteps('hilo', scriptedRng([0]), 1_200, {}, MAX);
    const won = applyStep(two, { type: 'guess', guess: 'higher' }, scriptedRng([0.5]));
    expect(won).toMatchObject({ status: 'open', wins: 1, win: 1_287, multiplier: 1.0725 });
    const lost = applyStep(won, { type: 'guess', guess: 'same' }, scriptedRng([0.99]));
    expect(lost).toMatchObject({ status: 'lost', win: 0 });
  });
});

describe('flip rounds', () => {
  it('doubles 0.99 × 2^n, ends won after 20 and refuses a 21st flip', () => {
    let state: FlipState = startSteps('flip', scriptedRng([]), 100, {}, MAX);
    expect(code(() => cashOut(state))).toBe('CASHOUT_NOTHING_WON');
    for (let i = 0; i < 20; i++)
      state = applyStep(state, { type: 'flip', side: 'heads' }, scriptedRng([0.1]));
    expect(state).toMatchObject({ status: 'won', win: 103_809_024, steps: 20 });
    expect(code(() => applyStep(state, { type: 'flip', side: 'heads' }, scriptedRng([0.1])))).toBe(
      'ROUND_CLOSED',
    );
    expect(
      code(() =>
        applyStep(
          startSteps('flip', scriptedRng([]), 1, {}, MAX),
          { type: 'flip', side: 'edge' as 'heads' },
          scriptedRng([0.1]),
        ),
      ),
    ).toBe('ACTION_INVALID');
  });

  it('caps the win at maxWin and says so', () => {
    let state: FlipState = startSteps('flip', scriptedRng([]), 100, {}, 1_000);
    for (let i = 0; i < 4; i++)
      state = applyStep(state, { type: 'flip', side: 'tails' }, scriptedRng([0.9]));
    expect(state).toMatchObject({ win: 1_000, capped: true, multiplier: 15.84 });
  });
});

/** A random legal-looking action script for a step game (illegal ones are skipped). */
const actionsArb = fc.array(
  fc.oneof(
    fc.record({ type: fc.constant('reveal' as const), tile: fc.integer({ min: 0, max: 24 }) }),
    fc.record({
      type: fc.constant('guess' as const),
      guess: fc.constantFrom('higher', 'lower', 'same'),
    }),
    fc.constant({ type: 'skip' as const }),
    fc.record({ type: fc.constant('flip' as const), side: fc.constantFrom('heads', 'tails') }),
  ),
  { maxLength: 30 },
);

describe('resuming and storing step rounds', () => {
  it('gives the same round straight, resumed from the cursor, and through JSON', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mines', 'hilo', 'flip'),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 24 }),
        actionsArb,
        (game, nonce, mines, actions) => {
          const round = { ...seeds, nonce };
          const params = game === 'mines' ? { mines } : {};
          const straightRng = createFairRng(round);
          let straight = startSteps(game, straightRng, 500, params as never, MAX) as StepState;
          let stored = JSON.parse(JSON.stringify(straight)) as StepState;
          const applied: RoundAction[] = [];
          for (const action of actions) {
            if (straight.status !== 'open') break;
            let next: StepState;
            try {
              next = applyStep(straight, action as StepAction, straightRng);
            } catch {
              continue; // an illegal action changes nothing
            }
            stored = JSON.parse(
              JSON.stringify(
                applyStep(stored, action as StepAction, createFairRng(round, stored.cursor)),
              ),
            );
            straight = next;
            applied.push(action as RoundAction);
            expect(stored).toEqual(straight);
          }
          expect(replayRound(game, round, 500, params as never, applied, MAX)).toEqual(straight);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('instant rounds', () => {
  it('never pay below 0 nor above maxWin, whatever the game and the seeds', () => {
    const gameArb = fc.constantFrom(
      ['dice', { target: 4_321, direction: 'under' }],
      ['limbo', { target: 250 }],
      ['plinko', { rows: 16, risk: 'high' }],
      ['keno', { picks: [3, 7, 11, 19, 40], risk: 'medium' }],
      ['wheel', { segments: 50, risk: 'high' }],
    );
    fc.assert(
      fc.property(
        gameArb,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        ([game, params], nonce, bet, maxWin) => {
          expect(validateParams(game as 'dice', params)).toBeNull();
          const result = playInstant(
            game as 'dice',
            createFairRng({ ...seeds, nonce }),
            bet,
            params as never,
            maxWin,
          );
          expect(result.win).toBeGreaterThanOrEqual(0);
          expect(result.win).toBeLessThanOrEqual(maxWin);
          expect(result.win).toBeLessThanOrEqual(Math.floor(bet * result.multiplier) + 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses bad bets and parameters with stable codes', () => {
    const rng = () => createFairRng(seeds);
    expect(
      code(() => playInstant('dice', rng(), -1, { target: 5_000, direction: 'over' }, MAX)),
    ).toBe('BET_INVALID');
    expect(
      code(() => playInstant('dice', rng(), 1.5, { target: 5_000, direction: 'over' }, MAX)),
    ).toBe('BET_INVALID');
    expect(
      code(() => playInstant('dice', rng(), 1, { target: 5_000, direction: 'over' }, -5)),
    ).toBe('MAX_WIN_INVALID');
    expect(code(() => playInstant('dice', rng(), 1, { target: 100, direction: 'over' }, MAX))).toBe(
      'DICE_CHANCE',
    );
    expect(validateParams('dice', null)).toBe('PARAMS_INVALID');
    expect(validateParams('roulette' as 'dice', {})).toBe('GAME_UNKNOWN');
    expect(
      code(() =>
        replayRound(
          'dice',
          seeds,
          1,
          { target: 5_000, direction: 'over' },
          [{ type: 'cashout' }],
          MAX,
        ),
      ),
    ).toBe('ACTION_INVALID');
  });
});
