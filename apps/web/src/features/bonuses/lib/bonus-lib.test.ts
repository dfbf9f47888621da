import { describe, expect, it } from 'vitest';
import { isActiveStatus, isCurrent, isIgnored, isInProgressStatus } from './activity';
import { bonusCards, cancelTarget, cardState, findByTarget, mainEntry } from './bonus-cards';
import { amountText, checkDepositAmount } from './deposit-amount';
import { DEFAULT_EXPIRY_MS, expiresAt, timeLeft } from './expiry';
import { campaign, depositEntry, record, spinsEntry } from './bonuses.fixture';
import { progressPercent, wagerLeft } from './progress';

const at = (iso: string) => Date.parse(iso);

describe('bonus activity (engagement §4)', () => {
  it('counts active, queue and the older spellings as active, nothing else', () => {
    for (const status of ['active', 'queue', 'Active', 'Available', 'Queue', 'Available_queue']) {
      expect(isActiveStatus(status), status).toBe(true);
    }
    for (const status of [
      'await_spin',
      'ready_to_receive',
      'received',
      'deactivated',
      'ACTIVE',
      '',
      null,
    ]) {
      expect(isActiveStatus(status), String(status)).toBe(false);
    }
  });

  it('counts active, await_spin and ready_to_receive as in progress', () => {
    for (const status of ['active', 'await_spin', 'ready_to_receive']) {
      expect(isInProgressStatus(status), status).toBe(true);
    }
    for (const status of ['queue', 'received', 'deactivated', 'Active', undefined]) {
      expect(isInProgressStatus(status), String(status)).toBe(false);
    }
  });

  it('ignores an activated bonus without a record', () => {
    expect(isIgnored({ isActivated: true, bonus: null })).toBe(true);
    expect(isCurrent({ isActivated: true, bonus: null })).toBe(false);
    expect(isIgnored({ isActivated: false, bonus: null })).toBe(false);
    expect(isCurrent({ isActivated: false, bonus: null })).toBe(true);
    expect(isCurrent({ isActivated: true, bonus: record({ status: 'deactivated' }) })).toBe(false);
    expect(isCurrent({ isActivated: true, bonus: record({ status: 'queue' }) })).toBe(true);
  });
});

describe('expiry time (engagement §4)', () => {
  const reference = at('2026-03-01T00:00:00Z');
  const updatedAt = '2026-02-01T00:00:00.000Z';
  const week = at(updatedAt) + DEFAULT_EXPIRY_MS;

  it('deposit bonus: validUntil when active, updatedAt + 7 days when ready to receive', () => {
    expect(
      expiresAt(
        'deposit',
        record({ status: 'active', validUntil: '2026-02-03T10:00:00Z' }),
        reference,
      ),
    ).toBe(at('2026-02-03T10:00:00Z'));
    expect(expiresAt('deposit', record({ status: 'ready_to_receive', updatedAt }), reference)).toBe(
      week,
    );
  });

  it('free-spin bonus: validUntil awaiting a spin, wagerValidUntil when active, +7 days when ready', () => {
    const spins = record({
      validUntil: '2026-02-02T00:00:00Z',
      wagerValidUntil: '2026-02-04T00:00:00Z',
      updatedAt,
    });
    expect(expiresAt('freespins', { ...spins, status: 'await_spin' }, reference)).toBe(
      at('2026-02-02T00:00:00Z'),
    );
    expect(expiresAt('freespins', { ...spins, status: 'active' }, reference)).toBe(
      at('2026-02-04T00:00:00Z'),
    );
    expect(expiresAt('freespins', { ...spins, status: 'ready_to_receive' }, reference)).toBe(week);
  });

  it('otherwise 7 days from the reference time', () => {
    const fallback = reference + DEFAULT_EXPIRY_MS;
    expect(expiresAt('deposit', null, reference)).toBe(fallback);
    expect(expiresAt('deposit', record({ status: 'queue' }), reference)).toBe(fallback);
    expect(expiresAt('deposit', record({ status: 'await_spin' }), reference)).toBe(fallback);
    expect(expiresAt('freespins', record({ status: 'queue' }), reference)).toBe(fallback);
    // The date the rule names is missing.
    expect(expiresAt('deposit', record({ status: 'active', validUntil: null }), reference)).toBe(
      fallback,
    );
    expect(
      expiresAt('freespins', record({ status: 'active', wagerValidUntil: null }), reference),
    ).toBe(fallback);
  });

  it('splits the time left into days, hours, minutes and seconds, rounding seconds up', () => {
    const now = at('2026-01-01T00:00:00Z');
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
    expect(timeLeft(now + 1, now)).toMatchObject({ seconds: 1, over: false });
    expect(timeLeft(now - 5000, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      over: true,
    });
  });
});

describe('welcome combination (engagement §4)', () => {
  it('shows the deposit bonus and the first free-spin bonus as one welcome card when neither is activated', () => {
    const cards = bonusCards({
      deposit: depositEntry(),
      freespins: [spinsEntry(), spinsEntry({ info: { ...spinsEntry().info, offerId: 3 } })],
      others: [],
    });
    expect(cards.map((card) => card.kind)).toEqual(['welcome', 'freespins']);
    expect(cards[0]).toMatchObject({ state: 'offered' });
    expect(cards[0]?.deposit).not.toBeNull();
    expect(cards[0]?.freespins).not.toBeNull();
  });

  it('keeps them apart once either is activated', () => {
    const activeDeposit = depositEntry({ isActivated: true, bonus: record({ status: 'active' }) });
    const cards = bonusCards({ deposit: activeDeposit, freespins: [spinsEntry()], others: [] });
    expect(cards.map((card) => [card.kind, card.state])).toEqual([
      ['deposit', 'active'],
      ['freespins', 'offered'],
    ]);
    const spinning = spinsEntry({
      isActivated: true,
      bonus: record({ id: 2, status: 'await_spin' }),
      campaign: campaign(),
    });
    expect(
      bonusCards({ deposit: depositEntry(), freespins: [spinning], others: [] }).map((c) => c.kind),
    ).toEqual(['deposit', 'freespins']);
  });

  it('has no welcome card without a free-spin bonus, and drops ignored and ended bonuses', () => {
    expect(
      bonusCards({ deposit: depositEntry(), freespins: [], others: [] }).map((c) => c.kind),
    ).toEqual(['deposit']);
    const cards = bonusCards({
      deposit: depositEntry({ isActivated: true, bonus: null }),
      freespins: [],
      others: [
        depositEntry({ isActivated: true, bonus: record({ id: 3, status: 'queue' }) }),
        depositEntry({ isActivated: true, bonus: record({ id: 4, status: 'deactivated' }) }),
        depositEntry({ isActivated: true, bonus: record({ id: 5, status: 'ready_to_receive' }) }),
        depositEntry({ isActivated: true, bonus: record({ id: 6, status: 'received' }) }),
      ],
    });
    expect(cards.map((card) => card.state)).toEqual(['queued', 'ready', 'claimed']);
    expect(bonusCards({ deposit: null, freespins: [], others: [] })).toEqual([]);
  });

  it('maps every status to its card state', () => {
    expect(cardState({ bonus: null })).toBe('offered');
    expect(cardState({ bonus: record({ status: 'active' }) })).toBe('active');
    expect(cardState({ bonus: record({ status: 'await_spin' }) })).toBe('active');
    expect(cardState({ bonus: record({ status: 'queue' }) })).toBe('queued');
    expect(cardState({ bonus: record({ status: 'ready_to_receive' }) })).toBe('ready');
    expect(cardState({ bonus: record({ status: 'received' }) })).toBe('claimed');
    expect(cardState({ bonus: record({ status: 'deactivated' }) })).toBeNull();
  });
});

describe('cancel targets', () => {
  it('cancels a grant by its id and spins still to play by their campaign', () => {
    const grant = depositEntry({ isActivated: true, bonus: record({ id: 11, status: 'active' }) });
    const spinning = spinsEntry({
      isActivated: true,
      bonus: record({ id: 12, status: 'await_spin' }),
      campaign: campaign({ id: 21 }),
    });
    const wagering = spinsEntry({
      isActivated: true,
      bonus: record({ id: 13, status: 'active' }),
      campaign: campaign({ id: 22, status: 'finished' }),
    });
    expect(cancelTarget(grant)).toEqual({ kind: 'bonus', id: 11 });
    expect(cancelTarget(spinning)).toEqual({ kind: 'freespins', id: 21 });
    expect(cancelTarget(wagering)).toEqual({ kind: 'bonus', id: 13 });
    expect(cancelTarget(depositEntry())).toBeNull();
    expect(cancelTarget(depositEntry({ bonus: record({ status: 'received' }) }))).toBeNull();
    const bonuses = { deposit: grant, freespins: [spinning, wagering], others: [] };
    expect(findByTarget(bonuses, { kind: 'freespins', id: 21 })).toBe(spinning);
    expect(findByTarget(bonuses, { kind: 'bonus', id: 13 })).toBe(wagering);
    expect(findByTarget(bonuses, { kind: 'bonus', id: 12 })).toBeNull();
  });

  it("acts on the card's entry with a record", () => {
    const [card] = bonusCards({
      deposit: depositEntry({ isActivated: true, bonus: record({ id: 11 }) }),
      freespins: [],
      others: [],
    });
    expect(mainEntry(card!).bonus?.id).toBe(11);
  });
});

describe('progress percent', () => {
  it('floors to two decimals within 0–100', () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(20, 50_000)).toBe(0.04);
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(9_999, 10_000)).toBe(99.99);
    expect(progressPercent(10_000, 10_000)).toBe(100);
    expect(progressPercent(20_000, 10_000)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(-5, 100)).toBe(0);
  });

  it('never shows 100 before the requirement is met', () => {
    for (const required of [3, 7, 1_000_003, 9_007_199_254_740]) {
      expect(progressPercent(required - 1, required)).toBeLessThan(100);
    }
  });

  it('tells the wager left', () => {
    expect(wagerLeft(300, 1000)).toBe(700);
    expect(wagerLeft(1300, 1000)).toBe(0);
  });
});

describe('bonus deposit amount (engagement §5)', () => {
  const limits = { min: 200, max: 2_700_000 };
  it('takes an amount between the minimum and the maximum, both included', () => {
    expect(checkDepositAmount('2', limits, 'EN')).toEqual({ verdict: 'ok', amount: 200 });
    expect(checkDepositAmount('27000', limits, 'EN')).toEqual({ verdict: 'ok', amount: 2_700_000 });
    expect(checkDepositAmount('25,50', limits, 'EN')).toEqual({ verdict: 'ok', amount: 2550 });
    expect(checkDepositAmount('1.99', limits, 'EN')).toEqual({ verdict: 'below', amount: 199 });
    expect(checkDepositAmount('27000.01', limits, 'EN')).toEqual({
      verdict: 'above',
      amount: 2_700_001,
    });
  });

  it('refuses empty, unreadable and non-positive amounts', () => {
    expect(checkDepositAmount('  ', limits, 'EN').verdict).toBe('empty');
    expect(checkDepositAmount('abc', limits, 'EN').verdict).toBe('invalid');
    expect(checkDepositAmount('0', limits, 'EN').verdict).toBe('invalid');
    expect(checkDepositAmount('-5', limits, 'EN').verdict).toBe('invalid');
    expect(checkDepositAmount('1.234', limits, 'EN').verdict).toBe('invalid');
  });

  it('has no maximum when the maximum is 0', () => {
    expect(checkDepositAmount('99999', { min: 200, max: 0 }, 'EN').verdict).toBe('ok');
  });

  it('writes minor units back as the field reads them', () => {
    expect(amountText(2500)).toBe('25');
    expect(amountText(2550)).toBe('25.50');
    expect(amountText(5)).toBe('0.05');
  });
});
