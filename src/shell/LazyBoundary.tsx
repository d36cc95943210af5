import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageSpinner } from './PageSpinner';

interface LazyBoundaryProps {
  children: ReactNode;
  /** See ChunkErrorBoundary: inside the admin, other errors go to react-admin's error page. */
  onlyChunkErrors?: boolean;
}

/** Spinner while a lazy chunk loads, 'Loading failed! Please reload.' when it cannot. */
export const LazyBoundary = ({ children, onlyChunkErrors }: LazyBoundaryProps) => (
  <ChunkErrorBoundary onlyChunkErrors={onlyChunkErrors}>
    <Suspense fallback={<PageSpinner />}>{children}</Suspense>
  </ChunkErrorBoundary>
);
