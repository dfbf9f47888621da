import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyImport } from './lazy-import';

const connection = { onLine: true };

describe('lazyImport', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stub = () => {
    vi.stubGlobal('navigator', connection);
    vi.stubGlobal('window', new EventTarget());
  };

  it('returns the module when the chunk loads', async () => {
    stub();
    await expect(lazyImport(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('marks a load that failed online as a missing part, not an offline one', async () => {
    stub();
    connection.onLine = true;
    const error = await lazyImport(() => Promise.reject(new TypeError('404'))).catch((e) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).offline).toBe(false);
  });

  it('marks a load started offline as offline, even if the connection is back when it fails', async () => {
    stub();
    connection.onLine = false;
    const error = await lazyImport(() => {
      connection.onLine = true;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }).catch((e) => e);
    expect((error as ChunkLoadError).offline).toBe(true);
  });

  it('tells the shell through a preload-error event', async () => {
    stub();
    connection.onLine = true;
    const seen = vi.fn();
    (window as unknown as EventTarget).addEventListener('preload-error', seen);
    await lazyImport(() => Promise.reject(new Error('gone'))).catch(() => undefined);
    expect(seen).toHaveBeenCalledOnce();
  });
});
