import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A part of the site (a screen's or a popup's chunk) that could not be loaded. */
export class ChunkLoadError extends Error {
  constructor(
    cause: unknown,
    /** The browser was offline while the load ran: it may load once the connection is back. */
    readonly offline: boolean,
  ) {
    super('A part of the site could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The browser says it has no connection (`navigator.onLine`; unknown counts as online). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Wraps a dynamic import: when the chunk cannot be loaded (a deploy replaced it, the network
 * dropped), a `preload-error` event is dispatched for the shell to react to, and a
 * {@link ChunkLoadError} is thrown, which the screens' boundary tells from a bug (spec core §8).
 * Offline too the import is tried: the browser's cache may hold the chunk from an earlier visit.
 */
export async function lazyImport<T>(load: () => Promise<T>): Promise<T> {
  // Read before and after: the connection may come back while the failed load settles.
  const offlineBefore = isOffline();
  try {
    return await load();
  } catch (error) {
    window.dispatchEvent(new CustomEvent('preload-error', { detail: error }));
    throw new ChunkLoadError(error, offlineBefore || isOffline());
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export interface RetryableLazy<C extends ComponentType<any>> {
  /** The component to render now. */
  current(): LazyExoticComponent<C>;
  /** After a failed load: a fresh component, whose first render loads the chunk again. */
  retry(): void;
}

/**
 * `React.lazy` keeps a failed load for good (every render throws the same error): this one can be
 * replaced by a fresh lazy component, which imports again. The browser may still answer with the
 * old failure: Chromium keeps a module whose fetch failed as failed for the page's life
 * (whatwg/html#6768; the spec no longer asks it to since #10327), which the screens' boundary
 * meets with a reload of the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function retryableLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): RetryableLazy<C> {
  const create = () => lazy(() => lazyImport(load));
  let component = create();
  return {
    current: () => component,
    retry() {
      component = create();
    },
  };
}
