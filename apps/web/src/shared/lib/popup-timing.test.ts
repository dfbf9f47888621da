import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountTracker, openPopupInSteps } from './popup-timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createMountTracker', () => {
  it('mounts at once and unmounts 10 ms after the parameter disappears', () => {
    const changes: (string | null)[] = [];
    const tracker = createMountTracker((value) => changes.push(value));
    tracker.update('deposit');
    expect(tracker.mounted).toBe('deposit');
    tracker.update(null);
    vi.advanceTimersByTime(9);
    expect(tracker.mounted).toBe('deposit');
    vi.advanceTimersByTime(1);
    expect(tracker.mounted).toBeNull();
    expect(changes).toEqual(['deposit', null]);
  });

  it('keeps the popup when the parameter comes back within 10 ms', () => {
    const tracker = createMountTracker(() => undefined);
    tracker.update('bonus');
    tracker.update(null);
    vi.advanceTimersByTime(5);
    tracker.update('bonus');
    vi.advanceTimersByTime(50);
    expect(tracker.mounted).toBe('bonus');
  });

  it('switches directly to a new name', () => {
    const tracker = createMountTracker(() => undefined);
    tracker.update('sign-in');
    tracker.update('sign-up');
    expect(tracker.mounted).toBe('sign-up');
  });
});

describe('openPopupInSteps', () => {
  it('sets the popup at once when none is open', () => {
    const steps: string[] = [];
    openPopupInSteps(
      null,
      () => steps.push('remove'),
      () => steps.push('set'),
    );
    expect(steps).toEqual(['set']);
  });

  it('removes the current popup, then sets the new one after 100 ms', () => {
    const steps: string[] = [];
    openPopupInSteps(
      'sign-in',
      () => steps.push('remove'),
      () => steps.push('set'),
    );
    expect(steps).toEqual(['remove']);
    vi.advanceTimersByTime(99);
    expect(steps).toEqual(['remove']);
    vi.advanceTimersByTime(1);
    expect(steps).toEqual(['remove', 'set']);
  });

  it('can be cancelled before the new popup is set', () => {
    const steps: string[] = [];
    const cancel = openPopupInSteps(
      'sign-in',
      () => steps.push('remove'),
      () => steps.push('set'),
    );
    cancel();
    vi.advanceTimersByTime(200);
    expect(steps).toEqual(['remove']);
  });
});
