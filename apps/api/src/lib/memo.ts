/**
 * Remembers the result of a load for `ttlMs`. Concurrent callers share one load, and a failed
 * load is not remembered. Used for reference data that changes rarely and is read on every page.
 */
export function memoize<T>(
  ttlMs: number,
  load: () => Promise<T>,
): { get(): Promise<T>; clear(): void } {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get() {
      const now = Date.now();
      if (value && now - value.at < ttlMs) return value.promise;
      const promise = load();
      const entry = { at: now, promise };
      value = entry;
      promise.catch(() => {
        if (value === entry) value = undefined;
      });
      return promise;
    },
    clear() {
      value = undefined;
    },
  };
}
