import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from '../../../src/shell/flags/CountryFlag';
import { flagImages } from '../../../src/shell/flags/flagImages';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';

describe('country flags', () => {
  it('draws a known code at 25 x 18 px, named after the country', () => {
    render(<CountryFlag code="vn" name="Vietnam" />);
    const flag = screen.getByRole('img', { name: 'Vietnam' });
    expect(flag).toHaveAttribute('width', '25');
    expect(flag).toHaveAttribute('height', '18');
    expect(decodeURIComponent(flag.getAttribute('src') ?? '')).toContain('#FFDA44');
  });

  it('is named by its code without a name, and absent for a code with no flag', () => {
    const { container } = render(
      <>
        <CountryFlag code="JP" />
        <CountryFlag code="XX" name="Nowhere" />
        <CountryFlag code={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'JP' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('covers about fifty countries, each an SVG of the flag package', () => {
    const codes = Object.keys(flagImages);
    expect(codes.length).toBeGreaterThanOrEqual(45);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(Object.values(flagImages).every((svg) => svg.startsWith('<svg'))).toBe(true);
  });

  it('shows each country with its flag in the country list', async () => {
    await renderAdmin({ path: '/country', tables: catalogueTables() });
    const vietnam = await screen.findByRole('img', { name: 'Vietnam' });
    expect(vietnam.closest('td')).toHaveTextContent('VN');
    expect(screen.getByRole('img', { name: 'Japan' }).closest('td')).toHaveTextContent('JP');
  });

  it('shows the flag beside a referenced country', async () => {
    await renderAdmin({ path: '/bank', tables: catalogueTables() });
    const row = (await screen.findByText('Vietcombank')).closest('tr')!;
    const country = await within(row).findByText('Vietnam');
    const flag = country.parentElement!.querySelector('img')!;
    // Beside the name it names: decorative, so the country is not announced twice.
    expect(flag).toHaveAttribute('alt', '');
    expect(decodeURIComponent(flag.getAttribute('src') ?? '')).toContain('#FFDA44');
  });
});
