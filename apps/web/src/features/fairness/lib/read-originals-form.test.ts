import { readVerifyPageSearch, verifyPageSearch } from '@jackdaw/contracts';
import { formatAmount } from '@jackdaw/money';
import { describe, expect, it } from 'vitest';
import { originalsFormFromQuery, readOriginalsForm } from './read-originals-form';

const seed = 'ab'.repeat(32);

describe('the originals form of the verify page', () => {
  it('is filled by a game’s link and reads back to the round linked', () => {
    const search = verifyPageSearch({
      game: 'hilo',
      bet: 250,
      nonce: 4,
      clientSeed: 'mine',
      serverSeed: seed,
      params: {},
      actions: [{ type: 'guess', guess: 'higher' }, { type: 'cashout' }],
    });
    const form = originalsFormFromQuery(readVerifyPageSearch(search), 'EN');
    expect(form).toMatchObject({
      game: 'hilo',
      bet: formatAmount(250, 'EN'),
      nonce: '4',
      params: '{}',
    });
    expect(readOriginalsForm(form, 'EN', null)).toEqual({
      game: 'hilo',
      params: {},
      actions: [{ type: 'guess', guess: 'higher' }, { type: 'cashout' }],
      bet: 250,
      maxWin: null,
      serverSeed: seed,
      serverSeedHash: '',
      clientSeed: 'mine',
      nonce: 4,
    });
  });

  it('leaves a slot’s link to the slots’ form', () => {
    const form = originalsFormFromQuery(
      { game: 'fruit-classic', bet: 100, serverSeed: seed },
      'EN',
    );
    expect(form).toMatchObject({ game: 'dice', bet: '', serverSeed: '' });
  });

  it('does not read fields that are missing or malformed', () => {
    const good = {
      game: 'dice',
      bet: '1',
      nonce: '0',
      clientSeed: 'c',
      serverSeed: seed,
      serverSeedHash: '',
      params: '{"target":5000,"direction":"over"}',
      actions: '',
    };
    expect(readOriginalsForm(good, 'EN', 500)).toMatchObject({
      bet: 100,
      actions: [],
      maxWin: 500,
    });
    for (const bad of [
      { game: 'roulette' },
      { bet: '0' },
      { bet: 'x' },
      { nonce: '-1' },
      { serverSeed: ' ' },
      { clientSeed: '' },
      { params: '[1]' },
      { params: '{oops' },
      { actions: '[{"type":"jump"}]' },
    ]) {
      expect(readOriginalsForm({ ...good, ...bad }, 'EN', null), JSON.stringify(bad)).toBeNull();
    }
  });
});
