import { screen } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/** The memory provider, answering as the server does when more rows match than it counts exactly. */
const estimatingProvider = (total: number) => {
  const provider = createMemoryDataProvider(catalogueTables());
  const exact = provider.getList;
  provider.getList = (async (resource: string, params: GetListParams) => ({
    ...(await exact(resource, params)),
    total,
    meta: { totalIsEstimate: true },
  })) as typeof provider.getList;
  return provider;
};

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
});
