import { describe, expect, it, vi } from 'vitest';
import { NetworkError, PlayApiError } from './play-api';
import { withRetries } from './with-retries';

const noWait = () => Promise.resolve();

describe('withRetries', () => {
  it('repeats the same call after lost answers until one arrives', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NetworkError('offline'))
      .mockRejectedValueOnce(new NetworkError('reset'))
      .mockResolvedValue('round');
    await expect(withRetries(attempt, [1, 1, 1], noWait)).resolves.toBe('round');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay', async () => {
    const attempt = vi.fn(() => Promise.reject(new NetworkError('offline')));
    await expect(withRetries(attempt, [1, 1], noWait)).rejects.toBeInstanceOf(NetworkError);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never repeats a call the server refused', async () => {
    const refused = new PlayApiError({
      statusCode: 409,
      code: 'WALLET.INSUFFICIENT_FUNDS',
      message: 'Insufficient funds',
    });
    const attempt = vi.fn(() => Promise.reject(refused));
    await expect(withRetries(attempt, [1, 1], noWait)).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
