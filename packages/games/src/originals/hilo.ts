import type { Rng } from '../fairness/rng.js';
import { EDGE, priceStep, ratio, times } from './payout.js';
import {
  OriginalsRuleError,
  type HiloAction,
  type HiloCard,
  type HiloGuess,
  type HiloState,
  type Ratio,
  type StepStart,
} from './types.js';

/*
 * Hilo: every card is drawn independently from a full deck by the round's next float,
 * CARDS[floor(float × 52)] with index 0..51 = ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A (rank floor(i / 4), 0 = 2 …
 * 12 = A; suit i % 4). From rank r, "higher" (strictly) wins with 12 − r of the 13 ranks,
 * "lower" with r, "same" with 1. A won guess multiplies the fair odds 13 / wins; the edge is
 * applied once on the product, so every stopping strategy returns exactly 99 % (hilo.test.ts).
 */
export const HILO_DECK = 52;
export const HILO_RANKS = 13;
export const HILO_MAX_SKIPS = 52;
export const HILO_GUESSES: readonly HiloGuess[] = ['higher', 'lower', 'same'];

export const hiloRank = (card: number): number => Math.floor(card / 4);

/** Ranks (out of 13) on which `guess` wins from a card of rank `rank`. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return HILO_RANKS - 1 - rank;
  if (guess === 'lower') return rank;
  return 1;
}

export function hiloWins(from: number, to: number, guess: HiloGuess): boolean {
  const a = hiloRank(from);
  const b = hiloRank(to);
  return guess === 'higher' ? b > a : guess === 'lower' ? b < a : b === a;
}

export const drawCard = (rng: Rng): number => Math.floor(rng.nextFloat() * HILO_DECK);

/** 0.99 × Π 13 / wins over the won guesses of `cards` (each card after the first knows how it came). */
export function hiloMultiplier(cards: readonly HiloCard[]): Ratio {
  let m = EDGE;
  for (let i = 1; i < cards.length; i++) {
    const card = cards[i] as HiloCard;
    if (card.via === 'start' || card.via === 'skip' || !card.won) continue;
    const from = hiloRank((cards[i - 1] as HiloCard).index);
    m = times(m, ratio(HILO_RANKS, hiloWinningRanks(from, card.via)));
  }
  return m;
}

/** Opens a round on its first card. */
export function startHilo(rng: Rng, base: StepStart): HiloState {
  const first = drawCard(rng);
  return {
    ...base,
    game: 'hilo',
    params: {},
    cards: [{ index: first, via: 'start' }],
    skips: 0,
    wins: 0,
    cursor: rng.position,
  };
}

export function applyHilo(state: HiloState, action: HiloAction, rng: Rng): HiloState {
  const current = state.cards[state.cards.length - 1]!.index;
  if (action.type === 'skip') {
    if (state.skips >= HILO_MAX_SKIPS) throw new OriginalsRuleError('HILO_SKIP_LIMIT');
    const card = drawCard(rng);
    const next: HiloState = {
      ...state,
      cards: [...state.cards, { index: card, via: 'skip' }],
      skips: state.skips + 1,
      steps: state.steps + 1,
      cursor: rng.position,
    };
    return next; // a skip changes the card, not the value
  }
  if (action.type !== 'guess' || !HILO_GUESSES.includes(action.guess)) {
    throw new OriginalsRuleError('ACTION_INVALID');
  }
  if (hiloWinningRanks(hiloRank(current), action.guess) === 0) {
    throw new OriginalsRuleError('HILO_GUESS_IMPOSSIBLE');
  }
  const card = drawCard(rng);
  const won = hiloWins(current, card, action.guess);
  const next: HiloState = {
    ...state,
    cards: [...state.cards, { index: card, via: action.guess, won }],
    wins: state.wins + (won ? 1 : 0),
    steps: state.steps + 1,
    cursor: rng.position,
  };
  return won
    ? priceStep(next, hiloMultiplier(next.cards))
    : priceStep({ ...next, status: 'lost' }, null);
}
