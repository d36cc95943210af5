import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useStillHere } from '../../../src/kit/useStillHere';

describe('useStillHere', () => {
  it('says no to the page being left as soon as the router has moved, before that page unmounts', async () => {
    const checks: (() => boolean)[] = [];
    const Page = () => {
      checks.push(useStillHere());
      return null;
    };
    const router = createMemoryRouter(
      [
        { path: '/order/:id', element: <Page /> },
        { path: '/bank', element: null },
      ],
      { initialEntries: ['/order/1'] },
    );
    render(<RouterProvider router={router} />);
    const onOrder = checks.at(-1)!;
    expect(onOrder()).toBe(true);
    // The router's state changes at once; React renders the move later, in a transition, and the
    // page being left still runs its effects meanwhile (as OrderDetail's follow does).
    const moved = router.navigate('/bank');
    expect(onOrder()).toBe(false);
    await act(() => moved);
    // The same page under another address (another order) is not "here" either.
    await act(() => router.navigate('/order/2'));
    expect(onOrder()).toBe(false);
    expect(checks.at(-1)!()).toBe(true);
  });
});
