import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingSignal } from './typing-signal';

describe('typingSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says typing on the first key only, and stopped after the idle time', () => {
    const sent: boolean[] = [];
    const signal = typingSignal((typing) => sent.push(typing), { idleMs: 3000, repeatMs: 4000 });
    signal.input();
    vi.advanceTimersByTime(500);
    signal.input();
    signal.input();
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(2999);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([true, false]);
  });

  it('repeats typing while keys keep coming, so the other side does not drop it', () => {
    const sent: boolean[] = [];
    const signal = typingSignal((typing) => sent.push(typing), { idleMs: 3000, repeatMs: 4000 });
    for (let step = 0; step < 9; step += 1) {
      signal.input();
      vi.advanceTimersByTime(1000);
    }
    expect(sent).toEqual([true, true, true]);
  });

  it('stop() says stopped once, and nothing when it was not typing', () => {
    const sent: boolean[] = [];
    const signal = typingSignal((typing) => sent.push(typing));
    signal.stop();
    expect(sent).toEqual([]);
    signal.input();
    signal.stop();
    signal.stop();
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([true, false]);
  });
});
