import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProviderStatus } from './payment-provider.js';
import {
  failureOrdinal,
  historyStatus,
  initialState,
  isTerminal,
  transition,
  WITHDRAWAL_EVENTS,
  WITHDRAWAL_STATES,
  type WithdrawalEvent,
  type WithdrawalState,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentType,
} from './payment-state.js';

const providerStatuses: ProviderStatus[] = ['pending', 'success', 'failed', 'reversed', 'canceled'];
const anyEvent = fc.oneof(
  fc
    .constantFrom(...providerStatuses)
    .map((status): PaymentEvent => ({ kind: 'provider', status })),
  fc.constantFrom<PaymentEvent>(
    { kind: 'expire' },
    { kind: 'approve' },
    { kind: 'reject' },
    { kind: 'cancel' },
  ),
);

/** Plays events from the initial state; answers the final status and every effect applied. */
function play(type: PaymentType, events: PaymentEvent[]) {
  let status = initialState(type);
  const effects: PaymentEffect[] = [];
  for (const event of events) {
    const next = transition(type, status, event);
    if ('to' in next) {
      status = next.to;
      effects.push(...next.effects);
    }
  }
  const count = (effect: PaymentEffect) => effects.filter((value) => value === effect).length;
  return { status, effects, count };
}

describe('deposit state machine', () => {
  it('credits exactly once whatever the order and repeats, when a success is among the callbacks', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        const { count, status } = play('deposit', events);
        expect(count('credit')).toBeLessThanOrEqual(1);
        expect(count('reverseCredit')).toBeLessThanOrEqual(count('credit'));
        const hasSuccess = events.some(
          (event) => event.kind === 'provider' && event.status === 'success',
        );
        if (hasSuccess) expect(count('credit')).toBe(1);
        if (status === 'success') expect(count('credit') - count('reverseCredit')).toBe(1);
        if (status === 'reversed') expect(count('credit') - count('reverseCredit')).toBe(0);
        expect(count('release') + count('payout')).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('walks created → pending → success → reversed and counts failures', () => {
    expect(transition('deposit', 'created', { kind: 'provider', status: 'pending' })).toEqual({
      to: 'pending',
      effects: [],
    });
    expect(transition('deposit', 'pending', { kind: 'provider', status: 'success' })).toEqual({
      to: 'success',
      effects: ['credit'],
    });
    expect(transition('deposit', 'success', { kind: 'provider', status: 'reversed' })).toEqual({
      to: 'reversed',
      effects: ['reverseCredit'],
    });
    expect(
      'ignored' in transition('deposit', 'success', { kind: 'provider', status: 'failed' }),
    ).toBe(true);
    expect('ignored' in transition('deposit', 'pending', { kind: 'approve' })).toBe(true);
    // A late success after a failure: the money arrived, it is credited.
    expect(transition('deposit', 'failed', { kind: 'provider', status: 'success' })).toEqual({
      to: 'success',
      effects: ['credit'],
    });
  });

  it('expires an unpaid deposit without moving or counting anything; a late payment credits it', () => {
    for (const from of ['created', 'pending'] as const) {
      expect(transition('deposit', from, { kind: 'expire' })).toEqual({
        to: 'expired',
        effects: [],
      });
    }
    for (const from of ['success', 'failed', 'expired', 'reversed'] as const) {
      expect(transition('deposit', from, { kind: 'expire' })).toHaveProperty('ignored');
    }
    expect(transition('deposit', 'expired', { kind: 'provider', status: 'success' })).toEqual({
      to: 'success',
      effects: ['credit'],
    });
    for (const status of ['pending', 'failed', 'canceled', 'reversed'] as const) {
      expect(transition('deposit', 'expired', { kind: 'provider', status })).toHaveProperty(
        'ignored',
      );
    }
    expect(isTerminal('deposit', 'expired')).toBe(true);
    expect(historyStatus('expired')).toBe('expired');
  });

  it('keeps a deposit the player cancelled at the provider apart from a failed one', () => {
    for (const from of ['created', 'pending'] as const) {
      expect(transition('deposit', from, { kind: 'provider', status: 'canceled' })).toEqual({
        to: 'canceled',
        effects: ['countFailure'],
      });
    }
    expect(transition('deposit', 'pending', { kind: 'provider', status: 'failed' })).toEqual({
      to: 'failed',
      effects: ['countFailure'],
    });
    for (const status of ['pending', 'failed', 'canceled', 'reversed'] as const) {
      expect(transition('deposit', 'canceled', { kind: 'provider', status })).toHaveProperty(
        'ignored',
      );
    }
    // The money did arrive after all: credited, once.
    expect(transition('deposit', 'canceled', { kind: 'provider', status: 'success' })).toEqual({
      to: 'success',
      effects: ['credit'],
    });
    expect(isTerminal('deposit', 'canceled')).toBe(true);
    expect(historyStatus('canceled')).toBe('canceled');
  });
});

describe('withdrawal state machine', () => {
  it('ends a hold at most once, and pays out only from pending', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        const { count, status } = play('withdraw', events);
        expect(count('release') + count('payout')).toBeLessThanOrEqual(1);
        expect(count('latePayout')).toBeLessThanOrEqual(count('release'));
        expect(count('credit') + count('reverseCredit')).toBe(0);
        if (status === 'completed') expect(count('payout') + count('latePayout')).toBe(1);
        if (status === 'rejected' || status === 'canceled') expect(count('release')).toBe(1);
        if (status === 'request' || status === 'pending') {
          expect(count('release') + count('payout')).toBe(0);
        }
        expect(count('sendToProvider')).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('walks request → pending → completed; the player cancels only before approval', () => {
    expect(transition('withdraw', 'request', { kind: 'approve' })).toEqual({
      to: 'pending',
      effects: ['sendToProvider'],
    });
    expect(transition('withdraw', 'pending', { kind: 'provider', status: 'success' })).toEqual({
      to: 'completed',
      effects: ['payout'],
    });
    expect('ignored' in transition('withdraw', 'pending', { kind: 'cancel' })).toBe(true);
    expect(transition('withdraw', 'pending', { kind: 'provider', status: 'canceled' })).toEqual({
      to: 'canceled',
      effects: ['release'],
    });
    expect('ignored' in transition('withdraw', 'pending', { kind: 'reject' })).toBe(true);
  });
});

describe('withdrawal transition table', () => {
  // Written out independently of the table it checks: `to/effect` moves, `-` changes nothing.
  // Columns: approve reject cancel expire | provider: pending success failed canceled reversed.
  const expected: Record<WithdrawalState, string> = {
    request:
      'pending/sendToProvider rejected/release canceled/release - | - completed/payout - - -',
    pending: '- - - - | - completed/payout rejected/release canceled/release -',
    completed: '- - - - | - - - - -',
    rejected: '- - - - | - completed/latePayout - - -',
    canceled: '- - - - | - completed/latePayout - - -',
  };
  const eventOf = (key: WithdrawalEvent): PaymentEvent =>
    key.startsWith('provider:')
      ? { kind: 'provider', status: key.slice('provider:'.length) as ProviderStatus }
      : ({ kind: key } as PaymentEvent);

  it.each(
    WITHDRAWAL_STATES.flatMap((state) =>
      WITHDRAWAL_EVENTS.map((event, column) => [state, event, column] as const),
    ),
  )('%s × %s', (state, event, column) => {
    const cell = expected[state].replace(' | ', ' ').split(' ')[column]!;
    const next = transition('withdraw', state, eventOf(event));
    if (cell === '-') {
      expect(next).toHaveProperty('ignored');
    } else {
      const [to, effect] = cell.split('/');
      expect(next).toEqual({ to, effects: [effect] });
    }
  });

  it('once sent, only the provider ends a withdrawal; its success is never dropped', () => {
    for (const event of WITHDRAWAL_EVENTS) {
      const next = transition('withdraw', 'pending', eventOf(event));
      if ('to' in next) expect(event.startsWith('provider:')).toBe(true);
    }
    for (const state of WITHDRAWAL_STATES) {
      const next = transition('withdraw', state, { kind: 'provider', status: 'success' });
      if (state === 'completed') expect(next).toHaveProperty('ignored');
      else expect(next).toMatchObject({ to: 'completed' });
    }
  });

  it('pays out at most once and never both releases and pays from the hold', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WITHDRAWAL_EVENTS), { maxLength: 30 }), (keys) => {
        const { count, status } = play('withdraw', keys.map(eventOf));
        expect(count('payout') + count('latePayout')).toBeLessThanOrEqual(1);
        expect(count('payout') + count('release')).toBeLessThanOrEqual(1);
        if (count('latePayout') === 1) expect(count('release')).toBe(1);
        if (status === 'completed') expect(count('payout') + count('latePayout')).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('labels', () => {
  it('maps statuses to the history and failures to their notification step', () => {
    expect(historyStatus('created')).toBe('request');
    expect(historyStatus('completed')).toBe('success');
    expect(historyStatus('failed')).toBe('error');
    expect(historyStatus('rejected')).toBe('rejected');
    expect([1, 2, 3, 9].map(failureOrdinal)).toEqual(['first', 'second', 'rest', 'rest']);
    expect(isTerminal('withdraw', 'completed')).toBe(true);
    expect(isTerminal('deposit', 'pending')).toBe(false);
  });
});
