/** What the system asks of the app's movement (the `prefers-reduced-motion` media feature). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The system's answer now; none outside a browser. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.(reducedMotionQuery).matches ?? false);
