import { ErrorCode } from '@jackdaw/contracts';
import {
  replayRound,
  type MinesState,
  type OriginalGame,
  type OriginalParams,
  type ParamsOf,
  type StepState,
} from '@jackdaw/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import {
  checkOriginalBet,
  drawOriginal,
  originalRoundView,
  parseParams,
  refusedAction,
} from './originals.rules.js';

const SEEDS = {
  serverSeed: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  clientSeed: 'rules',
  nonce: 7,
};

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return null;
};

describe('originals rules', () => {
  it('takes bets of whole minor units between the currency limits', () => {
    expect(codeOf(() => checkOriginalBet('INR', 1000))).toBeNull();
    expect(codeOf(() => checkOriginalBet('INR', 1001))).toBeNull();
    expect(codeOf(() => checkOriginalBet('INR', 500_000))).toBeNull();
    expect(codeOf(() => checkOriginalBet('INR', 999))).toBe(ErrorCode.PlayBetTooLow);
    expect(codeOf(() => checkOriginalBet('INR', 500_001))).toBe(ErrorCode.PlayBetTooHigh);
  });

  it('keeps the contract shape of params, drops unknown keys and applies the maths rules', () => {
    expect(parseParams('dice', { target: 5000, direction: 'under', extra: 1 })).toEqual({
      target: 5000,
      direction: 'under',
    });
    expect(parseParams('hilo', { anything: true })).toEqual({});
    for (const [game, params] of [
      ['dice', { target: 0, direction: 'under' }],
      ['keno', { picks: [3, 3], risk: 'high' }],
      ['wheel', { segments: 20 }],
    ] as const) {
      expect(codeOf(() => parseParams(game, params))).toBe(ErrorCode.PlayParamsInvalid);
    }
  });

  it('draws what replayRound recomputes from the same seeds, for any bet and game', () => {
    const games: [OriginalGame, OriginalParams][] = [
      ['dice', { target: 3300, direction: 'over' }],
      ['limbo', { target: 250 }],
      ['plinko', { rows: 12, risk: 'medium' }],
      ['keno', { picks: [2, 4, 8, 16, 32], risk: 'classic' }],
      ['wheel', { segments: 50, risk: 'high' }],
      ['mines', { mines: 7 }],
      ['hilo', {}],
      ['flip', {}],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...games),
        fc.integer({ min: 20, max: 500_000 }),
        fc.nat(10_000),
        ([game, params], bet, nonce) => {
          const seeds = { ...SEEDS, nonce };
          const drawn = drawOriginal(game, seeds, bet, params, 2_000_000);
          const again = replayRound(game, seeds, bet, params as ParamsOf['dice'], [], 2_000_000);
          expect(drawn.feature ?? drawn.outcome.original.result).toEqual(again);
          // A step round opens with nothing paid; an instant one pays its result.
          expect(drawn.win).toBe(drawn.feature ? 0 : again.win);
          expect(drawn.outcome.original).toMatchObject({ game, params, actions: [] });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('shows an open mines round without its mines, and all of it once over', () => {
    const drawn = drawOriginal('mines', SEEDS, 1000, { mines: 5 }, 2_000_000);
    const open = originalRoundView('r-1', 1000, drawn.outcome, drawn.feature);
    expect(open).toMatchObject({ status: 'open', steps: 0, win: 0, game: 'mines' });
    expect(open.outcome).not.toHaveProperty('minePositions');
    const state = drawn.feature as MinesState;
    const lost: StepState = {
      ...state,
      status: 'lost',
      revealed: [state.minePositions[0]!],
      steps: 1,
    };
    const over = {
      original: { ...drawn.outcome.original, actions: [], result: lost },
    };
    expect(originalRoundView('r-1', 1000, over, null).outcome.minePositions).toEqual(
      state.minePositions,
    );
  });

  it('turns a refused action of the maths into 409 PLAY.ACTION_INVALID, and nothing else', () => {
    const drawn = drawOriginal('flip', SEEDS, 1000, {}, 2_000_000);
    const refused = codeOf(() => {
      try {
        replayRound('flip', SEEDS, 1000, {}, [{ type: 'cashout' }], 2_000_000);
      } catch (error) {
        throw refusedAction(error);
      }
    });
    expect(refused).toBe(ErrorCode.PlayActionInvalid);
    const other = new Error('database down');
    expect(refusedAction(other)).toBe(other);
    expect(drawn.feature?.status).toBe('open');
  });
});
