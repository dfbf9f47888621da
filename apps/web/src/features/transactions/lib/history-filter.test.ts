import { describe, expect, it } from 'vitest';
import {
  filterFrom,
  historySystemId,
  serverStatuses,
  statusFrom,
  systemIdFor,
} from './history-filter';

describe('history filter', () => {
  it('reads the URL value, falling back to all', () => {
    expect(filterFrom('payment')).toBe('payment');
    expect(filterFrom('referral')).toBe('referral');
    expect(filterFrom('bonus')).toBe('bonus');
    expect(filterFrom(null)).toBe('all');
    expect(filterFrom('paytm')).toBe('all');
  });

  it('sends no systemId for all', () => {
    expect(systemIdFor('all')).toBeUndefined();
    expect(systemIdFor('bonus')).toBe('bonus');
  });
});

describe('status and method from a link (spec core §2 query parameters)', () => {
  it('reads status as the four statuses a player sees, from their names or the server’s', () => {
    expect(statusFrom('success')).toBe('success');
    expect(statusFrom('CANCELED')).toBe('canceled');
    expect(statusFrom('rejected')).toBe('error');
    expect(statusFrom('request')).toBe('pending');
    expect(statusFrom('paid')).toBeNull();
    expect(statusFrom(null)).toBeNull();
  });

  it('asks the history for every server status shown as that status', () => {
    expect(serverStatuses('error')).toEqual(['error', 'rejected']);
    expect(serverStatuses('pending')).toEqual(['pending', 'request']);
    expect(serverStatuses('success')).toEqual(['success']);
    // An unpaid deposit that expired is its own status, not a pending one.
    expect(statusFrom('expired')).toBe('expired');
    expect(serverStatuses('expired')).toEqual(['expired']);
    expect(serverStatuses(null)).toBeUndefined();
  });

  it('sends method as the systemId, over the source filter; a malformed one is ignored', () => {
    expect(historySystemId('all', 'upi')).toBe('upi');
    expect(historySystemId('bonus', 'PayTM')).toBe('paytm');
    expect(historySystemId('referral', null)).toBe('referral');
    expect(historySystemId('all', 'x y')).toBeUndefined();
    expect(historySystemId('payment', '')).toBe('payment');
  });
});
