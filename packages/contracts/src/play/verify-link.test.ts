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

  it('leaves out what is unknown or malformed', () => {
    expect(verifyPageSearch({ lines: null, clientSeed: '' })).toBe('');
    expect(readVerifyPageSearch('?bet=-5&nonce=1.5&lines=x&game=')).toEqual({});
    expect(readVerifyPageSearch('?crash=0')).toEqual({});
    expect(readVerifyPageSearch('?crash=-3')).toEqual({});
    expect(readVerifyPageSearch('?crash=2.5')).toEqual({});
    expect(readVerifyPageSearch('?crash=abc')).toEqual({});
  });
});
