import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInCheckFreshMs } from '../../../src/admin/queryClient';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin, testAuthProvider } from '../../support/TestAdmin';

describe('the sign-in check', () => {
  it(`runs once when the app opens, not again on each screen opened within ${signInCheckFreshMs / 1000} s`, async () => {
    // react-admin runs it on every page mount by default; its answer re-rendered the whole app twice.
    const provider = testAuthProvider();
    let checks = 0;
    const { router } = await renderAdmin({
      path: '/bank',
      tables: catalogueTables(),
      authProvider: {
        ...provider,
        checkAuth: async (params) => {
          checks += 1;
          return provider.checkAuth(params);
        },
      },
    });
    await screen.findByText('Vietcombank', {}, { timeout: 30_000 });
    expect(checks).toBe(1);
    for (const [path, row] of [
      ['/country', 'Japan'],
      ['/bank', 'Vietcombank'],
      ['/country', 'Japan'],
    ] as const) {
      await router.navigate(path);
      await screen.findByText(row, {}, { timeout: 10_000 });
    }
    expect(checks).toBe(1);
  });
});
