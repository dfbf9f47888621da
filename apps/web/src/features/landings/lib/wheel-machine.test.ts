import { WHEEL_TYPES, wheelPathSegment, type WheelType } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANDING_WHEELS } from '../../../config/paths';
import {
  attemptNumber,
  initialWheel,
  isFinished,
  restoreWheel,
  settle,
  spin,
  type WheelState,
} from './wheel-machine';
import { segmentAt, segmentKinds, segmentPath, spinDuration, wheelStops } from './wheel-layout';

describe('the wheel state machine (engagement §4 "Wheel")', () => {
  it('starts with two attempts, idle and enabled; fruity with one', () => {
    expect(initialWheel('olympus')).toEqual({
      type: 'olympus',
      attempts: 2,
      angle: 0,
      idle: true,
      disabled: false,
    });
    expect(initialWheel('fruity').attempts).toBe(1);
  });

  it('turns to 715° on the first spin and disables the wheel while it turns', () => {
    const turning = spin(initialWheel('girls'));
    expect(turning).toMatchObject({ angle: 715, attempts: 2, idle: false, disabled: true });
    expect(attemptNumber(turning)).toBe(1);
  });

  it('is idle again with one attempt after the first spin, then turns to 1410°', () => {
    const rested = settle(spin(initialWheel('cards')));
    expect(rested).toMatchObject({ angle: 715, attempts: 1, idle: true, disabled: false });
    expect(isFinished(rested)).toBe(false);
    const second = spin(rested);
    expect(second).toMatchObject({ angle: 1410, idle: false, disabled: true });
    expect(attemptNumber(second)).toBe(2);
  });

  it('has no attempts left after the second spin and stays disabled', () => {
    const done = settle(spin(settle(spin(initialWheel('aviator')))));
    expect(done).toMatchObject({ angle: 1410, attempts: 0, idle: true, disabled: true });
    expect(isFinished(done)).toBe(true);
    expect(spin(done)).toBe(done);
  });

  it('gives fruity one spin, to 715°', () => {
    const done = settle(spin(initialWheel('fruity')));
    expect(done).toMatchObject({ angle: 715, attempts: 0, idle: true, disabled: true });
    expect(isFinished(done)).toBe(true);
  });

  it('ignores a press while turning and a settle while at rest', () => {
    const turning = spin(initialWheel('plinko'));
    expect(spin(turning)).toBe(turning);
    const rested = initialWheel('plinko');
    expect(settle(rested)).toBe(rested);
  });

  it('restores a wheel spun earlier in the tab where its last spin left it', () => {
    expect(restoreWheel('roulette', 0)).toEqual(initialWheel('roulette'));
    expect(restoreWheel('roulette', 1)).toMatchObject({ attempts: 1, angle: 715, idle: true });
    expect(restoreWheel('roulette', 2)).toMatchObject({ attempts: 0, angle: 1410, disabled: true });
    expect(restoreWheel('fruity', 5)).toMatchObject({ attempts: 0, angle: 715, disabled: true });
  });

  it('never gives more spins than attempts, whatever is pressed in whatever order', () => {
    const type = fc.constantFrom<WheelType>(...WHEEL_TYPES);
    const events = fc.array(fc.constantFrom('spin', 'settle'), { maxLength: 30 });
    fc.assert(
      fc.property(type, events, (wheelType, steps) => {
        let state: WheelState = initialWheel(wheelType);
        let spins = 0;
        for (const step of steps) {
          const next = step === 'spin' ? spin(state) : settle(state);
          if (step === 'spin' && next !== state) spins += 1;
          state = next;
          expect(state.attempts).toBeGreaterThanOrEqual(0);
          expect(state.disabled).toBe(!state.idle || state.attempts === 0);
        }
        expect(spins).toBeLessThanOrEqual(initialWheel(wheelType).attempts);
      }),
    );
  });
});

describe('the wheel layout', () => {
  it('finds the segment under the pointer after a turn', () => {
    expect(segmentAt(0, 8)).toBe(0);
    expect(segmentAt(715, 8)).toBe(0);
    expect(segmentAt(1410, 8)).toBe(1);
    expect(segmentAt(45, 8)).toBe(7);
    expect(segmentAt(1410, 12)).toBe(1);
  });

  it('puts the prize where the last spin stops and "spin again" where an earlier one does', () => {
    for (const segments of [8, 10, 12]) {
      const kinds = segmentKinds('olympus', segments);
      expect(kinds[segmentAt(1410, segments)]).toBe('prize');
      expect(kinds[segmentAt(715, segments)]).toBe('again');
      expect(kinds.filter((kind) => kind === 'prize')).toHaveLength(1);
      const fruity = segmentKinds('fruity', segments);
      expect(fruity[segmentAt(715, segments)]).toBe('prize');
    }
    expect(wheelStops('fruity')).toEqual([715]);
    expect(wheelStops('teenagers')).toEqual([715, 1410]);
  });

  it('draws closed segments from the centre', () => {
    expect(segmentPath(0, 4, 100)).toBe('M0 0L-70.71 -70.71A100 100 0 0 1 70.71 -70.71Z');
  });

  it('spins about 4 s, briefly for reduced motion', () => {
    expect(spinDuration(false)).toBeGreaterThanOrEqual(3500);
    expect(spinDuration(true)).toBeLessThan(1000);
  });
});

describe('the wheel landings', () => {
  it('have a page for each of the fifteen wheel types', () => {
    expect([...LANDING_WHEELS].sort()).toEqual(WHEEL_TYPES.map(wheelPathSegment).sort());
  });
});
