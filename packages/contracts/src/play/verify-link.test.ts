import { describe, expect, it } from 'vitest';
import { readVerifyPageSearch, verifyPageSearch } from './verify-link.js';

describe('the verify page query', () => {
  it('carries a round id', () => {
    expect(verifyPageSearch({ round: 'a1b2-c3' })).toBe('?round=a1b2-c3');
    expect(readVerifyPageSearch('?round=a1b2-c3')).toEqual({ round: 'a1b2-c3' });
  });

  it('carries the seeds of a demo round and reads them back', () => {
    const query = {
      game: 'fruit-classic',
      bet: 200,
      lines: 10,
      nonce: 0,
      clientSeed: 'my seed & more',
      serverSeedHash: 'ab'.repeat(32),
      serverSeed: 'cd'.repeat(32),
    };
    expect(readVerifyPageSearch(verifyPageSearch(query))).toEqual(query);
  });

  it('carries a crash round number', () => {
    expect(verifyPageSearch({ crash: 1234 })).toBe('?crash=1234');
    expect(readVerifyPageSearch('?crash=1234')).toEqual({ crash: 1234 });
  });

  it('carries an original’s demo round: parameters, actions and maximum win', () => {
    const query = {
      game: 'mines',
      bet: 150,
      nonce: 7,
      clientSeed: 'seed',
      serverSeed: 'cd'.repeat(32),
      maxWin: 200_000_000,
      params: { mines: 3 },
      actions: [
        { type: 'reveal' as const, tile: 7 },
        { type: 'reveal' as const, tile: 24 },
        { type: 'cashout' as const },
      ],
    };
    const search = verifyPageSearch(query);
    expect(search).toContain('actions=%5B%7B%22type%22%3A%22reveal%22');
    expect(readVerifyPageSearch(search)).toEqual(query);
    expect(readVerifyPageSearch(verifyPageSearch({ game: 'dice', actions: [] }))).toEqual({
      game: 'dice',
      actions: [],
    });
  });

  it('leaves out parameters and actions that do not read', () => {
    expect(readVerifyPageSearch('?params=%7Bnope')).toEqual({});
    expect(readVerifyPageSearch('?params=%5B1%5D')).toEqual({});
    expect(readVerifyPageSearch('?actions=%5B%7B%22type%22%3A%22jump%22%7D%5D')).toEqual({});
    expect(
      readVerifyPageSearch('?actions=%5B%7B%22type%22%3A%22reveal%22%2C%22tile%22%3A25%7D%5D'),
    ).toEqual({});
    const long = encodeURIComponent(JSON.stringify(Array(300).fill({ type: 'skip' })));
    expect(readVerifyPageSearch(`?actions=${long}`)).toEqual({});
  });

  it('leaves out what is unknown or malformed', () => {
    expect(verifyPageSearch({ lines: null, clientSeed: '' })).toBe('');
    expect(readVerifyPageSearch('?bet=-5&nonce=1.5&lines=x&game=')).toEqual({});
    expect(readVerifyPageSearch('?crash=0')).toEqual({});
    expect(readVerifyPageSearch('?crash=-3')).toEqual({});
    expect(readVerifyPageSearch('?crash=2.5')).toEqual({});
    expect(readVerifyPageSearch('?crash=abc')).toEqual({});
  });
});
