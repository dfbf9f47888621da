import type { Notification, NotificationKind } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import {
  add,
  emptyQueue,
  isDisabled,
  markReported,
  next,
  nextExpiry,
  ordered,
  popupOf,
  prune,
  shown,
  toReport,
  type NotificationQueue,
} from './queue';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const free = { gamePage: false, popup: null };

let lastId = 0;
function note(kind: NotificationKind | string, extra: Partial<Notification> = {}): Notification {
  lastId += 1;
  return {
    id: lastId,
    kind: kind as NotificationKind,
    status: 'new',
    weight: 10,
    lifeTime: 3600,
    createdAt: new Date(NOW - 1000).toISOString(),
    customData: {},
    disabled: false,
    ...extra,
  };
}

const queueOf = (...items: Notification[]): NotificationQueue => add(emptyQueue(), items, NOW);

describe('notification queue (engagement §4 "Notification popups")', () => {
  it('orders by weight, higher first, equal weights oldest first', () => {
    const low = note('FreeSpinAssigned', { weight: 1 });
    const high = note('BonusAccruedReward', { weight: 50 });
    const sameA = note('FreeSpinAvailable', { weight: 20 });
    const sameB = note('BonusWageringTerm24', { weight: 20 });
    expect(ordered(queueOf(low, sameB, high, sameA)).map((n) => n.id)).toEqual([
      high.id,
      sameA.id,
      sameB.id,
      low.id,
    ]);
    expect(next(queueOf(low, high), free, NOW)?.id).toBe(high.id);
  });

  it('shows nothing on a game page', () => {
    expect(
      next(queueOf(note('FreeSpinAssigned')), { gamePage: true, popup: null }, NOW),
    ).toBeNull();
  });

  it('shows nothing over the deposit or the withdraw popup', () => {
    const queue = queueOf(note('FreeSpinAssigned'));
    expect(next(queue, { gamePage: false, popup: 'deposit' }, NOW)).toBeNull();
    expect(next(queue, { gamePage: false, popup: 'withdraw' }, NOW)).toBeNull();
  });

  it('shows one at a time: nothing while another popup is shown', () => {
    const queue = queueOf(note('FreeSpinAssigned'), note('FreeSpinAvailable'));
    expect(next(queue, { gamePage: false, popup: 'freespin-assigned' }, NOW)).toBeNull();
    expect(next(queue, { gamePage: false, popup: 'sign-in' }, NOW)).toBeNull();
  });

  it('shows nothing while the first queued one is disabled', () => {
    const disabled = note('BonusAccruedReward', { weight: 90, disabled: true });
    const other = note('FreeSpinAssigned', { weight: 1 });
    expect(next(queueOf(disabled, other), free, NOW)).toBeNull();
  });

  it('maps each kind to its popup, the three failed deposits to three steps', () => {
    expect(popupOf(note('SystemFirstDeposit'))).toBe('first-deposit');
    expect(popupOf(note('SystemSuccessfulDeposit'))).toBe('cashout-confirm');
    expect(popupOf(note('SystemFirstFailedDeposit'))).toBe('first-failed-deposit');
    expect(popupOf(note('SystemSecondFailedDeposit'))).toBe('second-failed-deposit');
    expect(popupOf(note('SystemRestFailedDeposits'))).toBe('third-failed-deposit');
    expect(popupOf(note('FreeSpinWinAccrued'))).toBe('freespin-accured');
  });

  it('removes a notification once shown', () => {
    const first = note('FreeSpinAssigned', { weight: 5 });
    const second = note('FreeSpinAvailable', { weight: 1 });
    const queue = shown(queueOf(first, second), first.id);
    expect(queue.items.map((n) => n.id)).toEqual([second.id]);
    expect(next(queue, free, NOW)?.id).toBe(second.id);
  });

  it('drops unknown kinds silently', () => {
    expect(queueOf(note('SomethingNew'), note('')).items).toEqual([]);
  });

  it('merges successful deposits by summing their amounts', () => {
    const a = note('SystemSuccessfulDeposit', { customData: { amount: 1000, currency: 'USD' } });
    const b = note('SystemSuccessfulDeposit', { customData: { amount: 2550, currency: 'USD' } });
    const queue = queueOf(a, note('FreeSpinAssigned'), b);
    const deposits = queue.items.filter((n) => n.kind === 'SystemSuccessfulDeposit');
    expect(deposits).toHaveLength(1);
    expect(deposits[0]!.customData.amount).toBe(3550);
    // Only successful deposits merge: a first deposit stays its own.
    expect(queueOf(note('SystemFirstDeposit'), note('SystemSuccessfulDeposit')).items).toHaveLength(
      2,
    );
  });

  it('keeps BonusActivationTerm24 disabled while a BonusCampaignAvailable is queued', () => {
    const reminder = note('BonusActivationTerm24', { weight: 90 });
    const campaign = note('BonusCampaignAvailable', { weight: 10 });
    const queue = queueOf(reminder, campaign);
    expect(isDisabled(queue, reminder)).toBe(true);
    // The held reminder does not block the campaign that holds it: the campaign shows first.
    expect(next(queue, free, NOW)?.id).toBe(campaign.id);
    // Arriving later, a campaign disables a reminder already queued.
    const later = add(queueOf(reminder), [campaign], NOW);
    expect(isDisabled(later, reminder)).toBe(true);
  });

  it('enables BonusActivationTerm24 once the campaign notification has been shown', () => {
    const reminder = note('BonusActivationTerm24');
    const campaign = note('BonusCampaignAvailable');
    const queue = shown(queueOf(reminder, campaign), campaign.id);
    expect(isDisabled(queue, reminder)).toBe(false);
    expect(next(queue, free, NOW)?.id).toBe(reminder.id);
  });

  it('adds nothing while a balance-utilisation notification is queued', () => {
    const utilisation = note('SystemBalanceUtilization');
    const queue = add(
      queueOf(utilisation),
      [note('FreeSpinAssigned'), note('SystemFirstDeposit')],
      NOW,
    );
    expect(queue.items.map((n) => n.id)).toEqual([utilisation.id]);
    // Once it is shown, the queue takes notifications again.
    expect(add(shown(queue, utilisation.id), [note('FreeSpinAssigned')], NOW).items).toHaveLength(
      1,
    );
  });

  it('removes a notification after its lifetime', () => {
    const short = note('FreeSpinAssigned', { lifeTime: 60 });
    const long = note('FreeSpinAvailable', { lifeTime: 7200 });
    const queue = queueOf(short, long);
    expect(nextExpiry(queue)).toBe(NOW - 1000 + 60_000);
    const later = NOW + 120_000;
    expect(prune(queue, later).items.map((n) => n.id)).toEqual([long.id]);
    expect(next(queue, free, later)?.id).toBe(long.id);
    // One already past its lifetime is not taken at all.
    expect(queueOf(note('FreeSpinAssigned', { lifeTime: 0 })).items).toEqual([]);
  });

  it('reports each new notification received, by the highest id, once', () => {
    const queue = emptyQueue();
    const batch = [note('FreeSpinAssigned'), note('SomethingNew')];
    expect(toReport(queue, batch)).toBe(batch[1]!.id);
    const reported = markReported(queue, batch[1]!.id);
    expect(toReport(reported, batch)).toBeNull();
    expect(toReport(reported, [])).toBeNull();
  });

  it('does not queue the same notification twice (the list and the stream both bring it)', () => {
    const one = note('FreeSpinAssigned');
    expect(add(queueOf(one), [one], NOW).items).toHaveLength(1);
    // Not even after its popup was shown.
    expect(add(shown(queueOf(one), one.id), [one], NOW).items).toHaveLength(0);
  });

  it('is a plain JSON value, so it survives local storage', () => {
    const queue = markReported(queueOf(note('FreeSpinAssigned')), 3);
    expect(JSON.parse(JSON.stringify(queue))).toEqual(queue);
  });
});
