/**
 * Wraps a dynamic import: when the chunk cannot be loaded (a deploy replaced it, the network
 * dropped), a `preload-error` event is dispatched for the shell to react to, and the failure is
 * rethrown (spec core §8).
 */
export async function lazyImport<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    window.dispatchEvent(new CustomEvent('preload-error', { detail: error }));
    throw error;
  }
}
