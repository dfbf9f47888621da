import { describe, expect, it } from 'vitest';
import { cardFace } from './cards';

describe('the hilo card faces', () => {
  it('follow the maths order: rank × 4 + suit, ♦ ♥ ♠ ♣', () => {
    expect(cardFace(0)).toEqual({ rank: '2', suit: '♦', red: true });
    expect(cardFace(5)).toEqual({ rank: '3', suit: '♥', red: true });
    expect(cardFace(34)).toEqual({ rank: '10', suit: '♠', red: false });
    expect(cardFace(51)).toEqual({ rank: 'A', suit: '♣', red: false });
  });
});
