import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './chunkLoadError';
import { LoadingFailed } from './LoadingFailed';
import { startupPageTexts } from './startupMessages';

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /**
   * Hand errors that are not chunk downloads to the next boundary up (react-admin's error page).
   * The start-up boundary has none above it, so it shows the reload offer for any error.
   */
  onlyChunkErrors?: boolean;
}

interface ChunkErrorBoundaryState {
  error: unknown;
}

/**
 * Catches a lazily loaded chunk that failed to download (a new deployment, a dropped connection) and
 * offers a reload instead of a blank page. Texts come from the stored language because this boundary
 * also guards the start-up, before any i18n provider exists.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  state: ChunkErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.onlyChunkErrors && !isChunkLoadError(error)) throw error;
    const texts = startupPageTexts();
    return <LoadingFailed message={texts.loadingFailed} reloadLabel={texts.reload} />;
  }
}
