import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code loads the first time it opens, so that the first load (sign-in and dashboard,
 * tests/e2e/loading.test.ts) carries only this wrapper and not the dialog nor the inputs it draws.
 * Once opened it stays mounted, so it closes with its animation and reopens at once.
 */
export const onDemandDialog = <Props extends DialogProps>(load: () => Promise<ComponentType<Props>>) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  const OnDemand = (props: Props) => {
    const [wanted, setWanted] = useState(props.open);
    // Derived state (react.dev "storing information from previous renders"): set during render.
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <ChunkErrorBoundary onlyChunkErrors>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
  return OnDemand;
};
