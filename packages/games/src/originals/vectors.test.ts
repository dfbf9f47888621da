import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayRound } from './index.js';
import { ORIGINALS_VECTORS, ORIGINALS_VECTOR_SEEDS, type OriginalsVector } from './vectors.js';

type Seeds = { serverSeed: string; clientSeed: string };

/*
 * An independent implementation of the published scheme, written from its description and not
 * importing the package: node:crypto HMAC, the byte-to-float rule, each game's formula. The
 * recorded vectors (vectors.ts, printed in the README) must equal what it computes, and the
 * package's own replay must give the same outcomes.
 */
function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${cursor}`)
      .digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(bytes.slice(i, i + 4).reduce((sum, b, j) => sum + b / 256 ** (j + 1), 0));
    }
  }
  return out;
}

const SUITS = ['♦', '♥', '♠', '♣'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const CARDS = RANKS.flatMap((rank) => SUITS.map((suit) => suit + rank));

function shuffled(fs: number[], size: number): number[] {
  const left = [...Array(size).keys()];
  return fs.map((f, i) => left.splice(Math.floor(f * (size - i)), 1)[0]!);
}

/** What the independent implementation says a vector's round shows. */
function independent(v: OriginalsVector, seeds: Seeds = ORIGINALS_VECTOR_SEEDS): unknown {
  const { serverSeed, clientSeed } = seeds;
  const f = (count: number) => floats(serverSeed, clientSeed, v.nonce, count);
  switch (v.game) {
    case 'dice':
      return { roll: Math.floor(f(1)[0]! * 10001) / 100 };
    case 'limbo': {
      const floatPoint = (1e8 / (f(1)[0]! * 1e8)) * 0.99;
      return { result: Math.max(Math.floor(floatPoint * 100) / 100, 1) };
    }
    case 'plinko': {
      const path = f(v.params.rows).map((x) => (Math.floor(x * 2) === 1 ? 'R' : 'L'));
      return { path: path.join(''), bucket: path.filter((s) => s === 'R').length };
    }
    case 'mines':
      return { mines: shuffled(f(v.params.mines), 25) };
    case 'keno':
      return { drawn: shuffled(f(10), 40).map((n) => n + 1) };
    case 'hilo':
      return { cards: f(v.actions.length + 1).map((x) => CARDS[Math.floor(x * 52)]) };
    case 'wheel':
      return { segment: Math.floor(f(1)[0]! * v.params.segments) };
    case 'flip':
      return {
        coins: f(v.actions.length).map((x) => (Math.floor(x * 2) === 0 ? 'heads' : 'tails')),
      };
  }
}

/** The same summary from the package's replay of the round. */
function ours(v: OriginalsVector, pair: Seeds = ORIGINALS_VECTOR_SEEDS): unknown {
  const seeds = { ...pair, nonce: v.nonce };
  const bet = 100;
  const max = 1e12;
  switch (v.game) {
    case 'dice':
      return { roll: replayRound('dice', seeds, bet, v.params, [], max).outcome.roll / 100 };
    case 'limbo':
      return { result: replayRound('limbo', seeds, bet, v.params, [], max).outcome.result / 100 };
    case 'plinko': {
      const { path, bucket } = replayRound('plinko', seeds, bet, v.params, [], max).outcome;
      return { path: path.map((s) => (s ? 'R' : 'L')).join(''), bucket };
    }
    case 'mines':
      return { mines: replayRound('mines', seeds, bet, v.params, [], max).minePositions };
    case 'keno':
      return { drawn: replayRound('keno', seeds, bet, v.params, [], max).outcome.drawn };
    case 'hilo': {
      const cards = replayRound('hilo', seeds, bet, {}, v.actions, max).cards;
      return { cards: cards.map((c) => CARDS[c.index]) };
    }
    case 'wheel':
      return { segment: replayRound('wheel', seeds, bet, v.params, [], max).outcome.segment };
    case 'flip': {
      const flips = replayRound('flip', seeds, bet, {}, v.actions, max).flips;
      return { coins: flips.map((flip) => flip.result) };
    }
  }
}

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('originals test vectors', () => {
  it.each(ORIGINALS_VECTORS.map((v) => [`${v.game} nonce ${v.nonce}`, v] as const))(
    '%s: the independent implementation, the record and the package agree',
    (_, v) => {
      expect(independent(v)).toEqual(v.expected);
      expect(ours(v)).toEqual(v.expected);
    },
  );

  it('agree with the independent implementation under any seeds and nonce', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORIGINALS_VECTORS),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat({ max: 1_000_000 }),
        (vector, serverSeed, clientSeed, nonce) => {
          // A flip round may be lost at its first flip: only that one is always playable.
          const v = (
            vector.game === 'flip' ? { ...vector, actions: vector.actions.slice(0, 1) } : vector
          ) as OriginalsVector;
          const seeded = { ...v, nonce };
          expect(ours(seeded, { serverSeed, clientSeed })).toEqual(
            independent(seeded, { serverSeed, clientSeed }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('are printed in the README unchanged', () => {
    for (const v of ORIGINALS_VECTORS) {
      const row = `| ${v.game} | ${v.nonce} | ${v.shows} |`;
      expect(readme, row).toContain(row);
    }
  });
});
