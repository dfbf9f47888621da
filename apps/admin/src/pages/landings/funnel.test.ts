import { describe, expect, it } from 'vitest';
import { defaultRange, rangeProblem, rate } from './funnel';

describe('landing funnel helpers', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultRange(Date.parse('2026-03-30T23:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
  });

  it('refuses the ranges the API refuses', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('order');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe('length');
  });

  it('shows a rate with one decimal, none without a base', () => {
    expect(rate(1, 3)).toBe('33.3 %');
    expect(rate(0, 0)).toBe('–');
  });
});
