import type {
  FlipAction,
  HiloAction,
  KenoParams,
  MinesParams,
  PlinkoParams,
  WheelParams,
} from './types.js';

/**
 * The originals' published test vectors (packages/games/README.md, "Originals"): a seed pair
 * and nonces with what each game shows, so a third-party verifier can check itself against us.
 * The seed pair is the one of the fairness vectors. vectors.test.ts recomputes each `expected`
 * with an independent implementation and checks the README prints `shows` unchanged.
 */
export const ORIGINALS_VECTOR_SEEDS = {
  serverSeed: '6d820d55205d33edb7b7b626ac53d636ee09821ba46b964122b1f62e6ff6636d',
  clientSeed: 'player-seed',
} as const;

export type OriginalsVector =
  | {
      game: 'dice';
      nonce: number;
      params: { target: number; direction: 'over' };
      expected: { roll: number };
    }
  | { game: 'limbo'; nonce: number; params: { target: number }; expected: { result: number } }
  | {
      game: 'plinko';
      nonce: number;
      params: PlinkoParams;
      expected: { path: string; bucket: number };
    }
  | { game: 'mines'; nonce: number; params: MinesParams; expected: { mines: number[] } }
  | { game: 'keno'; nonce: number; params: KenoParams; expected: { drawn: number[] } }
  | { game: 'hilo'; nonce: number; actions: HiloAction[]; expected: { cards: string[] } }
  | { game: 'wheel'; nonce: number; params: WheelParams; expected: { segment: number } }
  | { game: 'flip'; nonce: number; actions: FlipAction[]; expected: { coins: string[] } };

const skips = (n: number): HiloAction[] => Array.from({ length: n }, () => ({ type: 'skip' }));
const flips = (sides: ('heads' | 'tails')[]): FlipAction[] =>
  sides.map((side) => ({ type: 'flip', side }));
const dice = { target: 5000, direction: 'over' } as const;
const keno: KenoParams = { picks: [1, 2, 3, 4, 5], risk: 'classic' };

export const ORIGINALS_VECTORS: (OriginalsVector & { shows: string })[] = (
  [
    { game: 'dice', nonce: 0, params: dice, expected: { roll: 89.16 } },
    { game: 'dice', nonce: 1, params: dice, expected: { roll: 63.53 } },
    { game: 'dice', nonce: 2, params: dice, expected: { roll: 59.61 } },
    { game: 'limbo', nonce: 0, params: { target: 200 }, expected: { result: 1.11 } },
    { game: 'limbo', nonce: 1, params: { target: 200 }, expected: { result: 1.55 } },
    { game: 'limbo', nonce: 2, params: { target: 200 }, expected: { result: 1.66 } },
    {
      game: 'plinko',
      nonce: 0,
      params: { rows: 8, risk: 'low' },
      expected: { path: 'RRLRLLRL', bucket: 4 },
    },
    {
      game: 'plinko',
      nonce: 1,
      params: { rows: 16, risk: 'high' },
      expected: { path: 'RRLRRLLRLRRRLRLL', bucket: 9 },
    },
    { game: 'mines', nonce: 0, params: { mines: 3 }, expected: { mines: [22, 23, 5] } },
    {
      game: 'mines',
      nonce: 1,
      params: { mines: 24 },
      expected: {
        mines: [
          15, 18, 4, 17, 21, 0, 7, 13, 5, 24, 19, 20, 8, 12, 9, 6, 10, 23, 16, 1, 2, 22, 3, 14,
        ],
      },
    },
    {
      game: 'keno',
      nonce: 0,
      params: keno,
      expected: { drawn: [36, 38, 10, 32, 9, 16, 23, 19, 33, 8] },
    },
    {
      game: 'keno',
      nonce: 1,
      params: keno,
      expected: { drawn: [26, 30, 8, 29, 35, 2, 12, 24, 7, 40] },
    },
    {
      game: 'hilo',
      nonce: 0,
      actions: skips(4),
      expected: { cards: ['♠K', '♦A', '♥5', '♣Q', '♣4'] },
    },
    {
      game: 'hilo',
      nonce: 1,
      actions: skips(9),
      expected: { cards: ['♥10', '♥J', '♠4', '♥J', '♣Q', '♥2', '♠5', '♣9', '♥4', '♠A'] },
    },
    { game: 'wheel', nonce: 0, params: { segments: 10, risk: 'low' }, expected: { segment: 8 } },
    { game: 'wheel', nonce: 1, params: { segments: 50, risk: 'high' }, expected: { segment: 31 } },
    {
      game: 'flip',
      nonce: 0,
      actions: flips(['tails', 'tails', 'heads', 'tails', 'heads', 'heads']),
      expected: { coins: ['tails', 'tails', 'heads', 'tails', 'heads', 'heads'] },
    },
    {
      game: 'flip',
      nonce: 1,
      actions: flips(['tails', 'tails', 'heads', 'tails']),
      expected: { coins: ['tails', 'tails', 'heads', 'tails'] },
    },
  ] satisfies OriginalsVector[]
).map((v) => ({ ...v, shows: shows(v) }));

/** The README cell: the parameters and what the board shows. */
function shows(v: OriginalsVector): string {
  switch (v.game) {
    case 'dice':
      return `roll ${v.expected.roll.toFixed(2)}`;
    case 'limbo':
      return `result ${v.expected.result.toFixed(2)}×`;
    case 'plinko':
      return `${v.params.rows} rows: ${v.expected.path} → bucket ${v.expected.bucket}`;
    case 'mines':
      return `${v.params.mines} mines at tiles ${v.expected.mines.join(', ')}`;
    case 'keno':
      return `drawn ${v.expected.drawn.join(', ')}`;
    case 'hilo':
      return `cards ${v.expected.cards.join(' ')} (start and ${v.actions.length} skips)`;
    case 'wheel':
      return `${v.params.segments} segments: segment ${v.expected.segment}`;
    case 'flip':
      return `coins ${v.expected.coins.join(', ')}`;
  }
}
