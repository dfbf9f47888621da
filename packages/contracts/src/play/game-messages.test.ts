import { describe, expect, it } from 'vitest';
import { GAME_BALANCE_MESSAGE_TYPE, readGameBalanceMessage } from './game-messages.js';

describe('the game balance message', () => {
  const message = { type: GAME_BALANCE_MESSAGE_TYPE, mode: 'real', currency: 'INR', balance: 1250 };

  it('reads a well-formed message', () => {
    expect(readGameBalanceMessage(message)).toEqual(message);
    // Structured clone keeps plain objects; a JSON round trip is what other senders may do.
    expect(readGameBalanceMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
  });

  it('ignores other messages and malformed ones', () => {
    const others: unknown[] = [
      null,
      'jackdaw:balance',
      { ...message, type: 'jackdaw:other' },
      { ...message, mode: 'fun' },
      { ...message, currency: 'XXX' },
      { ...message, balance: -1 },
      { ...message, balance: 1.5 },
      { ...message, balance: '1250' },
      { type: GAME_BALANCE_MESSAGE_TYPE },
    ];
    for (const data of others) expect(readGameBalanceMessage(data)).toBeNull();
  });
});
