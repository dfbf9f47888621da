import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_DELAYS_MS, socketUrl } from './crash-socket';

describe('the crash socket', () => {
  it('connects on the page origin, secure under https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'casino.test' })).toBe(
      'wss://casino.test/api/v1/crash/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3001' })).toBe(
      'ws://127.0.0.1:3001/api/v1/crash/socket',
    );
  });

  it('backs off, then keeps to the longest delay', () => {
    expect(reconnectDelay(0)).toBe(RECONNECT_DELAYS_MS[0]);
    const last = RECONNECT_DELAYS_MS[RECONNECT_DELAYS_MS.length - 1];
    expect(reconnectDelay(RECONNECT_DELAYS_MS.length + 5)).toBe(last);
  });
});
