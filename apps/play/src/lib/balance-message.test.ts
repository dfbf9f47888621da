import { readGameBalanceMessage } from '@jackdaw/contracts';
import { describe, expect, it, vi } from 'vitest';
import { balanceMessage, postBalance } from './balance-message';

describe('the balance message', () => {
  it('is what the site reads', () => {
    const message = balanceMessage('real', 'INR', 123_400);
    expect(readGameBalanceMessage(structuredClone(message))).toEqual(message);
  });

  it('goes to the parent page on our own origin only', () => {
    const parent = { postMessage: vi.fn() };
    const frame = { parent, location: { origin: 'https://casino.example' } };
    const message = balanceMessage('demo', 'USD', 20_000);
    postBalance(message, frame as unknown as Window);
    expect(parent.postMessage).toHaveBeenCalledWith(message, 'https://casino.example');
  });

  it('is not sent when the client is not framed', () => {
    const top = { postMessage: vi.fn(), location: { origin: 'https://casino.example' } };
    (top as unknown as { parent: unknown }).parent = top;
    postBalance(balanceMessage('real', 'USD', 1), top as unknown as Window);
    expect(top.postMessage).not.toHaveBeenCalled();
  });
});
