import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from '../shell/LazyBoundary';

/** Whether the element has come into view (at once where the browser cannot tell). */
export const useInView = <T extends Element>() => {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
};

/**
 * A part of the dashboard below its first screen, drawn once it comes into view: its code is a lazy
 * chunk of its own (a spinner while it loads), so the first load (sign-in and dashboard,
 * tests/e2e/loading.test.ts) carries neither it nor the components it alone draws.
 */
export const WhenInView = ({
  children,
  minHeight = 200,
  sx,
}: {
  children: ReactNode;
  /** The room it keeps before it is drawn, so that the page does not jump when it is. */
  minHeight?: number;
  sx?: SxProps<Theme>;
}) => {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <Box ref={ref} sx={[{ minHeight }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {inView && <LazyBoundary onlyChunkErrors>{children}</LazyBoundary>}
    </Box>
  );
};
