import type { AdminTournament } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { fieldOfRefusal } from './server-errors';
import {
  majorOf,
  multiplierOf,
  nextPrizeRow,
  textState,
  tournamentBodyOf,
  tournamentDraftOf,
  type PrizeRowDraft,
  type TournamentDraft,
} from './tournament-draft';

const row = (placeFrom: string, placeTo: string, more: Partial<PrizeRowDraft> = {}) => ({
  ...nextPrizeRow([]),
  placeFrom,
  placeTo,
  amount: '100',
  ...more,
});

function draft(more: Partial<TournamentDraft> = {}): TournamentDraft {
  const base = tournamentDraftOf(null);
  return {
    ...base,
    startsAt: '2027-01-10T20:00',
    endsAt: '2027-01-17T20:00',
    timeZone: 'Asia/Dhaka',
    categories: ['slots'],
    prizes: [row('1', '1', { amount: '500' }), row('2', '10', { amount: '12.50' })],
    texts: { ...base.texts, EN: { title: 'Winter race', description: 'Spin to win', rules: '' } },
    ...more,
  };
}

describe('tournamentBodyOf', () => {
  it('reads the schedule in its zone, money in minor units and only the written languages', () => {
    const { body } = tournamentBodyOf(draft({ minStake: '0.5' }));
    expect(body).toEqual({
      startsAt: '2027-01-10T14:00:00.000Z',
      endsAt: '2027-01-17T14:00:00.000Z',
      timeZone: 'Asia/Dhaka',
      games: [],
      categories: ['slots'],
      reportingCurrency: 'USD',
      currencies: [],
      scoring: 'stake',
      minStake: '50',
      entry: 'opt_in',
      prizes: [
        { placeFrom: 1, placeTo: 1, kind: 'money', amount: '50000' },
        { placeFrom: 2, placeTo: 10, kind: 'money', amount: '1250' },
      ],
      bannerUrl: null,
      texts: [{ language: 'EN', title: 'Winter race', description: 'Spin to win', rules: '' }],
    });
  });

  it('takes a bonus offer as a prize', () => {
    const { body } = tournamentBodyOf(
      draft({ prizes: [row('1', '3', { kind: 'bonus', amount: '', bonusOfferId: '7' })] }),
    );
    expect(body?.prizes).toEqual([{ placeFrom: 1, placeTo: 3, kind: 'bonus', bonusOfferId: 7 }]);
  });

  it('refuses a schedule that ends before it starts, or starts in the past', () => {
    expect(tournamentBodyOf(draft({ endsAt: '2027-01-10T20:00' })).errors).toEqual({
      endsAt: 'endBeforeStart',
    });
    expect(tournamentBodyOf(draft(), Date.parse('2027-01-10T14:00:01Z')).errors).toEqual({
      startsAt: 'startInPast',
    });
    expect(tournamentBodyOf(draft(), Date.parse('2027-01-10T13:59:59Z')).body).toBeDefined();
    expect(tournamentBodyOf(draft({ startsAt: '', timeZone: 'Mars/Olympus' })).errors).toEqual({
      startsAt: 'required',
      timeZone: 'timeZone',
    });
  });

  it('wants at least one game or category', () => {
    expect(tournamentBodyOf(draft({ categories: [] })).errors).toEqual({ eligible: 'eligible' });
    expect(
      tournamentBodyOf(draft({ categories: [], games: ['fruit-classic'] })).body,
    ).toBeDefined();
  });

  it('wants prize rows covering places 1…n once, in order', () => {
    const errors = (rows: PrizeRowDraft[]) => tournamentBodyOf(draft({ prizes: rows })).errors;
    expect(errors([])).toEqual({ prizes: 'required' });
    expect(errors([row('2', '3')])).toEqual({ 'prize.0.placeFrom': 'firstPlace' });
    expect(errors([row('1', '3'), row('3', '5')])).toEqual({ 'prize.1.placeFrom': 'overlap' });
    expect(errors([row('1', '3'), row('5', '5')])).toEqual({ 'prize.1.placeFrom': 'gap' });
    expect(errors([row('1', '1'), row('4', '2')])).toEqual({ 'prize.1.placeTo': 'placeOrder' });
    expect(errors([row('0', 'x')])).toEqual({
      'prize.0.placeFrom': 'place',
      'prize.0.placeTo': 'place',
    });
    expect(errors([row('1', '1001')])).toEqual({ 'prize.0.placeTo': 'place' });
  });

  it('wants a positive amount or an offer in each row', () => {
    const errors = (rows: PrizeRowDraft[]) => tournamentBodyOf(draft({ prizes: rows })).errors;
    expect(errors([row('1', '1', { amount: '' })])).toEqual({ 'prize.0.amount': 'required' });
    expect(errors([row('1', '1', { amount: '1,000' })])).toEqual({ 'prize.0.amount': 'money' });
    expect(errors([row('1', '1', { amount: '0' })])).toEqual({ 'prize.0.amount': 'moneyPositive' });
    expect(errors([row('1', '1', { kind: 'bonus', bonusOfferId: '' })])).toEqual({
      'prize.0.bonusOfferId': 'offer',
    });
  });

  it('requires the English title, and a title in any language with texts', () => {
    const base = draft();
    expect(
      tournamentBodyOf({
        ...base,
        texts: {
          ...base.texts,
          EN: { title: ' ', description: '', rules: '' },
          TR: { title: '', description: 'Kazan', rules: '' },
        },
      }).errors,
    ).toEqual({ 'text.EN.title': 'englishTitle', 'text.TR.title': 'titleForTexts' });
  });

  it('refuses through the contract what the checks above do not name', () => {
    const base = draft();
    const long = 'x'.repeat(81);
    expect(
      tournamentBodyOf({
        ...base,
        texts: { ...base.texts, FR: { title: long, description: '', rules: '' } },
      }).errors,
    ).toEqual({ 'text.FR.title': 'invalid' });
  });
});

describe('tournamentDraftOf', () => {
  it('round-trips a stored tournament', () => {
    const stored = {
      ...tournamentBodyOf(draft({ minStake: '1' })).body!,
      id: 4,
      status: 'upcoming',
      prizeTable: [],
      prizeFund: { currency: 'USD', money: '0', places: 0, bonusPlaces: 0 },
      participants: 0,
      editable: true,
      cancelledAt: null,
      cancelReason: null,
      settledAt: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    } satisfies AdminTournament;
    const again = tournamentDraftOf(stored);
    expect(again.startsAt).toBe('2027-01-10T20:00');
    expect(again.minStake).toBe('1');
    expect(again.prizes.map((prize) => prize.amount)).toEqual(['500', '12.50']);
    expect(tournamentBodyOf(again).body).toEqual(tournamentBodyOf(draft({ minStake: '1' })).body);
  });

  it('starts a new one in UTC with one money row for the first place', () => {
    const fresh = tournamentDraftOf(null);
    expect(fresh.timeZone).toBe('UTC');
    expect(fresh.prizes).toHaveLength(1);
    expect(fresh.prizes[0]).toMatchObject({ placeFrom: '1', placeTo: '1', kind: 'money' });
  });
});

describe('helpers', () => {
  it('adds a row after the last place', () => {
    expect(nextPrizeRow([row('1', '3')])).toMatchObject({ placeFrom: '4', placeTo: '4' });
    expect(nextPrizeRow([row('1', 'x')])).toMatchObject({ placeFrom: '1' });
  });

  it('writes minor units as major text and multipliers in hundredths', () => {
    expect(majorOf('125000')).toBe('1250');
    expect(majorOf('1205')).toBe('12.05');
    expect(majorOf(null)).toBe('');
    expect(multiplierOf('1250')).toBe('×12.50');
    expect(multiplierOf('7')).toBe('×0.07');
  });

  it('tells a language complete, partial or missing', () => {
    expect(textState({ title: 'a', description: 'b', rules: 'c' })).toBe('complete');
    expect(textState({ title: 'a', description: '', rules: '' })).toBe('partial');
    expect(textState({ title: ' ', description: '', rules: '' })).toBe('missing');
  });

  it('puts the server’s refusals on their fields', () => {
    const body = tournamentBodyOf(draft()).body;
    expect(fieldOfRefusal('TOURNAMENT.GAME_UNKNOWN', 'No game fruit-x', body)).toBe('eligible');
    expect(fieldOfRefusal('TOURNAMENT.OFFER_UNKNOWN', 'No offer 9', body)).toBe('prizes');
    expect(fieldOfRefusal('UPLOAD.NOT_FOUND', 'No such upload', body)).toBe('bannerUrl');
    expect(fieldOfRefusal('TOURNAMENT.INVALID', 'Unknown time zone Mars/Olympus', body)).toBe(
      'timeZone',
    );
    expect(fieldOfRefusal('TOURNAMENT.INVALID', 'The end must come after the start', body)).toBe(
      'endsAt',
    );
    expect(fieldOfRefusal('TOURNAMENT.INVALID', 'The start must not be in the past.', body)).toBe(
      'startsAt',
    );
    expect(fieldOfRefusal('TOURNAMENT.INVALID', 'Places 4–5 have no prize.', body)).toBe('prizes');
    expect(fieldOfRefusal('TOURNAMENT.INVALID', 'A tournament lasts at most 366 days.', body)).toBe(
      'endsAt',
    );
    expect(fieldOfRefusal('TOURNAMENT.INVALID', 'English texts are required.', body)).toBe(
      'text.EN.title',
    );
    expect(
      fieldOfRefusal('TOURNAMENT.INVALID', 'Name at least one eligible game or category.', body),
    ).toBe('eligible');
    expect(
      fieldOfRefusal('REQUEST.INVALID', 'Invalid body: texts.0.title: Too big; games: x', body),
    ).toBe('text.EN.title');
    expect(fieldOfRefusal('REQUEST.INVALID', 'Invalid body: prizes.1.amount: bad', body)).toBe(
      'prize.1.amount',
    );
    expect(fieldOfRefusal('TOURNAMENT.STARTED', 'Started', body)).toBe('form');
  });
});
