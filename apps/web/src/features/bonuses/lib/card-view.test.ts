import type { AvailableBonus } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { bonusCards } from './bonus-cards';
import { campaign, depositEntry, record, spinsEntry, terms } from './bonuses.fixture';
import { cardView, pageCards } from './card-view';
import { DEFAULT_EXPIRY_MS } from './expiry';
import { offerTerms } from './offer-terms';
import { countingCategories, daysOf, welcomeSections } from './welcome-terms';

const reference = Date.parse('2026-01-01T00:00:00Z');
const progress = {
  amount: 10_000,
  balance: 8_000,
  depositAmount: 10_000,
  wagerRequired: 500_000,
  wagerProgress: 125_000,
  reward: 8_000,
  expiresAt: '2026-01-02T00:00:00.000Z',
  category: 'slots' as const,
};

const offer: AvailableBonus = {
  offerId: 9,
  name: 'Reload',
  displayKind: 'deposit',
  kind: 'deposit',
  percent: 50,
  quantitySpins: 0,
  minDeposit: 1000,
  maxDeposit: 50_000,
  maxBonus: 20_000,
  wagerMultiplier: 30,
  wageringHours: 72,
  endsAt: null,
};

const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('card views', () => {
  it('an active deposit bonus has every §3 field, progress, time left and Cancel', () => {
    const entry = depositEntry({
      isActivated: true,
      bonus: record({ id: 4, status: 'active', validUntil: '2026-01-02T00:00:00.000Z' }),
      progress,
    });
    const [card] = bonusCards({ deposit: entry, freespins: [], others: [] });
    const view = cardView(card!, reference);
    expect(names(view.fields)).toEqual([
      'percent',
      'depositBonusValue',
      'minDeposit',
      'maxDeposit',
      'wageringTime',
      'category',
      'requirement',
      'totalWager',
      'reward',
    ]);
    expect(view.progress).toEqual({ percent: 25, done: 125_000, required: 500_000 });
    expect(view.endsAt).toBe(Date.parse('2026-01-02T00:00:00.000Z'));
    expect(view.cancel).toEqual({ kind: 'bonus', id: 4 });
    expect(view.receiveId).toBeNull();
    expect(view.depositOfferId).toBeNull();
  });

  it('the welcome card offers a deposit with both bonuses’ figures and a 7-day default end', () => {
    const [card] = bonusCards({ deposit: depositEntry(), freespins: [spinsEntry()], others: [] });
    const view = cardView(card!, reference);
    expect(view).toMatchObject({ kind: 'welcome', state: 'offered', percent: 100, spins: 250 });
    expect(names(view.fields)).toContain('quantitySpins');
    expect(names(view.fields)).toContain('freespinWageringTime');
    expect(view.depositOfferId).toBe(1);
    expect(view.cancel).toBeNull();
    expect(view.progress).toBeNull();
    expect(view.endsAt).toBe(reference + DEFAULT_EXPIRY_MS);
  });

  it("takes the server's end when the rule names no date, before the 7-day default", () => {
    const queued = depositEntry({
      isActivated: true,
      bonus: record({ id: 5, status: 'queue' }),
      progress,
    });
    const view = cardView(
      bonusCards({ deposit: queued, freespins: [], others: [] })[0]!,
      reference,
    );
    expect(view.endsAt).toBe(Date.parse(progress.expiresAt));
    const bare = depositEntry({ isActivated: true, bonus: record({ id: 5, status: 'queue' }) });
    expect(
      cardView(bonusCards({ deposit: bare, freespins: [], others: [] })[0]!, reference).endsAt,
    ).toBe(reference + DEFAULT_EXPIRY_MS);
  });

  it('a bonus ready to receive has Receive and ends 7 days after its update', () => {
    const entry = depositEntry({
      isActivated: true,
      bonus: record({ id: 6, status: 'ready_to_receive', updatedAt: '2026-01-05T00:00:00.000Z' }),
    });
    const view = cardView(bonusCards({ deposit: entry, freespins: [], others: [] })[0]!, reference);
    expect(view.receiveId).toBe(6);
    expect(view.endsAt).toBe(Date.parse('2026-01-05T00:00:00.000Z') + DEFAULT_EXPIRY_MS);
  });

  it('free spins being played cancel through their campaign and show the spins', () => {
    const entry = spinsEntry({
      isActivated: true,
      bonus: record({ id: 8, status: 'await_spin', validUntil: '2026-01-03T00:00:00.000Z' }),
      campaign: campaign({ id: 30, winTotal: 120 }),
    });
    const view = cardView(
      bonusCards({ deposit: null, freespins: [entry], others: [] })[0]!,
      reference,
    );
    expect(view).toMatchObject({ kind: 'freespins', state: 'active', spins: 250 });
    expect(view.cancel).toEqual({ kind: 'freespins', id: 30 });
    expect(view.fields.find((field) => field.name === 'freespinsBonusValue')).toEqual({
      name: 'freespinsBonusValue',
      money: 120,
    });
    expect(view.endsAt).toBe(Date.parse('2026-01-03T00:00:00.000Z'));
  });

  it('adds the available offers no card shows, once', () => {
    const bonuses = { deposit: depositEntry(), freespins: [], others: [] };
    const shownOffer = { ...offer, offerId: 1 };
    const views = pageCards(bonuses, [offer, shownOffer], () => reference);
    expect(views.map((view) => view.key)).toEqual([expect.stringContaining('deposit'), 'offer-9']);
    expect(views[1]).toMatchObject({ state: 'offered', depositOfferId: 9, percent: 50 });
  });
});

describe('offer terms of the bonus popup', () => {
  it('reads the listed offer first, else the offered entry, else nothing', () => {
    const bonuses = { deposit: depositEntry(), freespins: [spinsEntry()], others: [] };
    expect(offerTerms(9, [offer], bonuses)).toMatchObject({
      minDeposit: 1000,
      maxDeposit: 50_000,
      percent: 50,
    });
    expect(offerTerms(1, [offer], bonuses)).toMatchObject({
      minDeposit: terms.amounts.minDeposit,
      maxDeposit: terms.amounts.maxDeposit,
      kind: 'deposit',
    });
    expect(offerTerms(2, [], bonuses)).toMatchObject({
      kind: 'freespins',
      minDeposit: terms.amounts.minDepositFreespins,
    });
    expect(offerTerms(77, [offer], bonuses)).toBeNull();
  });
});

describe('welcome terms', () => {
  it('sorts the offers and lists the counting categories, largest share first', () => {
    const base = { depositWindowHours: 168, terms, slug: 'x', displayKind: 'welcome' as const };
    const sections = welcomeSections([
      { ...base, offerId: 1, kind: 'deposit', product: 'casino' },
      { ...base, offerId: 2, kind: 'freespins', product: 'casino' },
    ]);
    expect(sections.casino?.offerId).toBe(1);
    expect(sections.freespins?.offerId).toBe(2);
    expect(sections.sport).toBeNull();
    expect(countingCategories(terms)).toEqual([
      ['slots', 100],
      ['live', 10],
      ['tv_games', 10],
      ['virtual_sports', 10],
    ]);
    expect(daysOf(720)).toBe(30);
    expect(daysOf(5)).toBe(1);
  });
});
