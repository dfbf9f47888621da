import { describe, expect, it } from 'vitest';
import { volatilityForDeviation } from './volatility.js';

describe('volatilityForDeviation', () => {
  it('labels by the bands the README publishes', () => {
    expect([0, 3.49, 3.5, 9.99, 10, 14.99, 15, 40].map(volatilityForDeviation)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'very-high',
      'very-high',
    ]);
  });
});
