import { hiloRank } from '@jackdaw/games';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** The maths' suit order: index % 4 = ♦ ♥ ♠ ♣. */
const SUITS = ['♦', '♥', '♠', '♣'] as const;

/** A card of the 52 (index: rank × 4 + suit) as shown: "10♥", red or black. */
export function cardFace(index: number): { rank: string; suit: string; red: boolean } {
  const suit = index % 4;
  return { rank: RANKS[hiloRank(index)] ?? '?', suit: SUITS[suit] ?? '?', red: suit < 2 };
}
