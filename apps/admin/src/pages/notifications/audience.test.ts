import { describe, expect, it } from 'vitest';
import { audienceOf, emptyAudience } from './audience';

describe('audienceOf', () => {
  it('reads one player by id', () => {
    expect(audienceOf({ ...emptyAudience, kind: 'player', playerId: ' 42 ' })).toEqual({
      audience: { kind: 'player', playerId: 42 },
    });
  });

  it('refuses a player id that is not a positive whole number within the column', () => {
    for (const playerId of ['', '0', '-3', '1.5', 'abc', '2147483648']) {
      expect(audienceOf({ ...emptyAudience, kind: 'player', playerId }).errors).toEqual({
        playerId: 'playerId',
      });
    }
  });

  it('reads a segment of the filters given, upper-casing codes and leaving empty ones out', () => {
    expect(
      audienceOf({
        ...emptyAudience,
        country: 'in',
        currency: 'inr',
        lastDepositFrom: '2026-11-01',
      }),
    ).toEqual({
      audience: { kind: 'segment', country: 'IN', currency: 'INR', lastDepositFrom: '2026-11-01' },
    });
    expect(audienceOf(emptyAudience)).toEqual({ audience: { kind: 'segment' } });
  });

  it('names each filter that cannot be read', () => {
    expect(
      audienceOf({
        ...emptyAudience,
        country: 'IND',
        currency: 'XYZ',
        lastDepositFrom: '2026-02-30',
        lastDepositTo: 'soon',
      }).errors,
    ).toEqual({
      country: 'country',
      currency: 'currency',
      lastDepositFrom: 'date',
      lastDepositTo: 'date',
    });
  });

  it('refuses a date range that ends before it starts, and takes a one-day range', () => {
    expect(
      audienceOf({ ...emptyAudience, lastDepositFrom: '2026-11-10', lastDepositTo: '2026-11-01' })
        .errors,
    ).toEqual({ lastDepositTo: 'dateOrder' });
    expect(
      audienceOf({ ...emptyAudience, lastDepositFrom: '2026-11-10', lastDepositTo: '2026-11-10' })
        .audience,
    ).toEqual({ kind: 'segment', lastDepositFrom: '2026-11-10', lastDepositTo: '2026-11-10' });
  });
});
