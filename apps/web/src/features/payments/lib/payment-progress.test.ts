import { describe, expect, it } from 'vitest';
import { isSettled, progressOf } from './payment-progress';

describe('payment progress', () => {
  it('settles a deposit at success, failed or reversed', () => {
    expect(progressOf({ type: 'deposit', status: 'created' })).toBe('processing');
    expect(progressOf({ type: 'deposit', status: 'pending' })).toBe('processing');
    expect(progressOf({ type: 'deposit', status: 'success' })).toBe('succeeded');
    expect(progressOf({ type: 'deposit', status: 'reversed' })).toBe('failed');
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
