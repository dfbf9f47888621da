import { readVerifyPageSearch } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import type { VerifiableRound } from '../game/originals-game';
import { latestRoundHref } from './verify-link';

const round: VerifiableRound = {
  roundId: 'r-1',
  game: 'mines',
  bet: 100,
  params: { mines: 3 },
  nonce: 7,
  clientSeed: 'mine',
  serverSeedHash: 'ab'.repeat(32),
  actions: [{ type: 'reveal', tile: 4 }, { type: 'cashout' }],
};
const read = (href: string) => readVerifyPageSearch(href.slice(href.indexOf('?')));

describe('the verify link of the latest round', () => {
  it('names a real round by its id', () => {
    expect(latestRoundHref('real', round, null, 1_000)).toBe('/verify?round=r-1');
  });

  it('carries what replays a demo round, the server seed once revealed', () => {
    expect(read(latestRoundHref('demo', round, null, 1_000))).toEqual({
      game: 'mines',
      bet: 100,
      nonce: 7,
      clientSeed: 'mine',
      serverSeedHash: round.serverSeedHash,
      params: { mines: 3 },
      actions: round.actions,
      maxWin: 1_000,
    });
    const revealed = {
      family: 'originals' as const,
      serverSeedHash: round.serverSeedHash,
      serverSeed: 'cd'.repeat(32),
      clientSeed: 'mine',
      nonce: 8,
    };
    expect(read(latestRoundHref('demo', round, revealed, 1_000)).serverSeed).toBe('cd'.repeat(32));
    // Another pair's seed is not this round's.
    const other = { ...revealed, serverSeedHash: 'ef'.repeat(32) };
    expect(read(latestRoundHref('demo', round, other, 1_000)).serverSeed).toBeUndefined();
  });
});
