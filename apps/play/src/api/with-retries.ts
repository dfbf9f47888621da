import { NetworkError } from './play-api';

/** Waits before each new attempt after a lost answer: a flaky mobile link often recovers. */
export const RETRY_DELAYS_MS = [500, 1500, 3000];

/**
 * Runs `attempt` again while it fails with a NetworkError, up to `delays.length` more times.
 * Only for calls the server answers idempotently: a spin keeps its round id, a free spin its
 * number, so a repeat after a lost answer gets the stored round instead of a second one.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tries];
      if (!(error instanceof NetworkError) || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
