import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../../../shared/lib/lazy-import';
import { OfflinePage } from './offline-page';

interface Props {
  children: ReactNode;
  /** Makes the next render load the screen's chunk again (see retryableLazy). */
  onRetry: () => void;
  /** What shows instead of the part that failed; the offline page by default. */
  fallback?: (retry: () => void) => ReactNode;
}

/**
 * The error element of a lazily loaded screen: a chunk that failed to load shows the offline
 * page in the shell instead of a blank screen; any other error is not this boundary's to hide.
 * A retry made online that fails again reloads the page, which opens it: the browser may keep
 * the first failure of a module for the page's life (see retryableLazy).
 */
export class OfflineBoundary extends Component<Props, { failed: boolean; offline: boolean }> {
  override state = { failed: false, offline: false };
  private retriedOnline = false;

  static getDerivedStateFromError(error: unknown): { failed: boolean; offline: boolean } {
    if (error instanceof ChunkLoadError) return { failed: true, offline: error.offline };
    throw error;
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError && this.retriedOnline) window.location.reload();
  }

  private retry = () => {
    this.retriedOnline = navigator.onLine;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback?.(this.retry) ?? (
        <OfflinePage failedOffline={this.state.offline} onRetry={this.retry} />
      )
    );
  }
}
