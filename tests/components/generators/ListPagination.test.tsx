import { screen, waitFor } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/**
 * The memory provider, answering `total` as the server does for a long list: flagged as an estimate
 * when more rows match than it counts exactly.
 */
const totalProvider = (total: number, totalIsEstimate: boolean) => {
  const provider = createMemoryDataProvider(catalogueTables());
  const exact = provider.getList;
  provider.getList = (async (resource: string, params: GetListParams) => ({
    ...(await exact(resource, params)),
    total,
    meta: { totalIsEstimate },
  })) as typeof provider.getList;
  return provider;
};
const estimatingProvider = (total: number) => totalProvider(total, true);

/** As many banks as `rows`: enough for pages to jump between. */
const manyBanks = (rows: number) => ({
  ...catalogueTables(),
  bank: Array.from({ length: rows }, (_, index) => ({
    id: index + 1,
    code: `B${String(index + 1).padStart(3, '0')}`,
    name: `Bank ${String(index + 1).padStart(3, '0')}`,
    active: true,
    displayOrder: index + 1,
    version: 1,
  })),
});

describe('list pagination', () => {
  it('shows an exact total as react-admin does', async () => {
    await renderAdmin({ path: '/bank', tables: catalogueTables() });
    expect(await screen.findByText('1-3 of 3')).toBeInTheDocument();
  });

  it('says "about" when the total is an estimate', async () => {
    await renderAdmin({ path: '/bank', dataProvider: estimatingProvider(90412) });
    expect(await screen.findByText('1-25 of about 90,412')).toBeInTheDocument();
  });

  it('in Vietnamese too, with Vietnamese digit grouping', async () => {
    await renderAdmin({ path: '/bank', dataProvider: estimatingProvider(90412), locale: 'vi' });
    expect(await screen.findByText('1-25 trên khoảng 90.412')).toBeInTheDocument();
  });

  it('groups the digits of an exact total and of the page range by the interface language', async () => {
    await renderAdmin({ path: '/bank?page=8000', dataProvider: totalProvider(200000, false), locale: 'vi' });
    expect(await screen.findByText('199.976-200.000 trên 200.000')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Đến trang' })).toHaveAttribute('placeholder', '1-8.000');
  });

  it(
    'jumps to a typed page, keeps it in the address, and opens the last page for a number past it',
    { timeout: 60_000 },
    async () => {
      const { user, router } = await renderAdmin({ path: '/bank', tables: manyBanks(130) });
      expect(await screen.findByText('1-25 of 130')).toBeInTheDocument();
      const jump = () => screen.getByRole('spinbutton', { name: 'Go to page' });
      expect(jump()).toHaveAttribute('placeholder', '1-6');
      await user.type(jump(), '3{Enter}');
      expect(await screen.findByText('51-75 of 130')).toBeInTheDocument();
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'));
      await user.type(jump(), '99');
      await user.click(screen.getByRole('button', { name: 'Go to the page' }));
      expect(await screen.findByText('126-130 of 130')).toBeInTheDocument();
      expect(jump()).toHaveValue(null);
    },
  );

  it('opens the page an address names, with its sort', async () => {
    await renderAdmin({ path: '/bank?page=2&perPage=10&sort=code&order=DESC', tables: manyBanks(30) });
    expect(await screen.findByText('11-20 of 30')).toBeInTheDocument();
    expect(screen.getByText('B020')).toBeInTheDocument();
  });

  it('offers no jump when the list has one page', async () => {
    await renderAdmin({ path: '/bank', tables: catalogueTables() });
    expect(await screen.findByText('1-3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Go to page' })).not.toBeInTheDocument();
  });
});
