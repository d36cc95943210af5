import { BarChart } from '@mui/x-charts/BarChart';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * Component files render without MUI's stylesheet (tests/support/componentStyles.ts), but a chart
 * sizes itself by its surface's computed width: drawn again at no size, MUI X logs an error, which
 * fails the test that drew it (a dashboard file failed so in CI, where a late answer drew its chart
 * again). The charts' own rules stay (tests/support/setupDom.ts).
 */
describe('a chart without the stylesheet', () => {
  it('keeps a size when it is drawn again', () => {
    const chart = (values: number[]) => (
      <BarChart height={320} xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]} series={[{ data: values }]} />
    );
    const { container, rerender } = render(chart([1, 2]));
    rerender(chart([3, 4]));
    rerender(chart([5, 6]));
    const surface = container.querySelector('svg')!;
    // Its drawing's box: a width (jsdom reads the rule's 100 % as 100) and the height it was given.
    const [, , width, height] = (surface.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(width).toBeGreaterThan(0);
    expect(height).toBe(320);
  });
});
