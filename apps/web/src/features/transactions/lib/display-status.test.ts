import { describe, expect, it } from 'vitest';
import { displayStatus } from './display-status';

describe('displayStatus', () => {
  it.each([
    ['success', 'success'],
    ['SUCCESS', 'success'],
    ['error', 'error'],
    ['rejected', 'error'],
    ['Rejected', 'error'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
    ['EXPIRED', 'expired'],
    ['pending', 'pending'],
    ['request', 'pending'],
    ['REQUEST', 'pending'],
    ['something-new', 'pending'],
  ])('%s is shown as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });
});
