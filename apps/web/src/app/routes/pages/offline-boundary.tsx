import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../../../shared/lib/lazy-import';
import { OfflinePage } from './offline-page';

interface Props {
  children: ReactNode;
  /** Makes the next render load the screen's chunk again (see retryableLazy). */
  onRetry: () => void;
}

/**
 * The error element of a lazily loaded screen: a chunk that failed to load shows the offline
 * page in the shell instead of a blank screen; any other error is not this boundary's to hide.
 */
export class OfflineBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean } {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <OfflinePage onRetry={this.retry} /> : this.props.children;
  }
}
