import { describe, expect, it } from 'vitest';
import { isSettled, progressOf } from './payment-progress';

describe('payment progress', () => {
  it('settles a deposit at success, failed or reversed', () => {
    expect(progressOf({ type: 'deposit', status: 'created' })).toBe('processing');
    expect(progressOf({ type: 'deposit', status: 'pending' })).toBe('processing');
    expect(progressOf({ type: 'deposit', status: 'success' })).toBe('succeeded');
    expect(progressOf({ type: 'deposit', status: 'reversed' })).toBe('failed');
  });

  it('tells a deposit the player cancelled from one that failed or expired', () => {
    expect(progressOf({ type: 'deposit', status: 'failed' })).toBe('failed');
    expect(progressOf({ type: 'deposit', status: 'canceled' })).toBe('canceled');
    expect(progressOf({ type: 'deposit', status: 'expired' as 'failed' })).toBe('expired');
    expect(isSettled('canceled')).toBe(true);
    expect(isSettled('expired')).toBe(true);
  });

  it('counts a withdrawal as successful only once completed (engagement §4)', () => {
    expect(progressOf({ type: 'withdraw', status: 'request' })).toBe('awaitingApproval');
    expect(progressOf({ type: 'withdraw', status: 'pending' })).toBe('sending');
    expect(isSettled(progressOf({ type: 'withdraw', status: 'pending' }))).toBe(false);
    expect(progressOf({ type: 'withdraw', status: 'completed' })).toBe('succeeded');
    expect(progressOf({ type: 'withdraw', status: 'rejected' })).toBe('failed');
    expect(progressOf({ type: 'withdraw', status: 'canceled' })).toBe('failed');
  });
});
