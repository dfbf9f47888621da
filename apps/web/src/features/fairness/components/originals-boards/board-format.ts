/** Hundredths as the games print them: 4950 → "49.50". */
export const hundredths = (value: number) => (value / 100).toFixed(2);

/** A multiplier as the games print it: 1.98 → "1.98×", 0.2 → "0.2×". */
export const times = (multiplier: number) => `${multiplier}×`;

/** A hilo card, 0..51: rank floor(i / 4) (2 … A), suit i % 4 (♦ ♥ ♠ ♣), as cards are printed. */
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♦', '♥', '♠', '♣'];
export const cardFace = (index: number) => ({
  rank: RANKS[Math.floor(index / 4)] ?? '?',
  suit: SUITS[index % 4] ?? '?',
  red: index % 4 < 2,
});
