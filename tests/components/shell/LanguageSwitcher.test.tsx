import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readLanguageId } from '../../../authProvider/session';
import { findLanguage } from '../../../i18n/languages';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';

// Text queries: role queries over the whole admin (40 menu items, a table) are slow in jsdom.
describe('language switcher', () => {
  it('switches the screens, keeps the language id for the API and sets <html lang>', async () => {
    const { user } = await renderAdmin({ path: '/bank', tables: catalogueTables(), locale: 'vi' });
    expect(await screen.findByText('Mã SWIFT')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');

    await user.click(screen.getByLabelText('Chọn ngôn ngữ: Tiếng Việt'));
    expect(screen.getByText('日本語')).toBeInTheDocument();
    await user.click(screen.getByText('English'));

    expect(await screen.findByText('SWIFT code')).toBeInTheDocument();
    expect(readLanguageId()).toBe(findLanguage('en').languageId);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByLabelText('Choose language: English')).toBeInTheDocument();
  });

  it('loads Japanese on demand', async () => {
    const { user } = await renderAdmin({ path: '/bank', tables: catalogueTables(), locale: 'en' });
    await screen.findByText('SWIFT code');
    await user.click(screen.getByLabelText('Choose language: English'));
    await user.click(screen.getByText('日本語'));
    expect(await screen.findByText('SWIFTコード')).toBeInTheDocument();
    expect(readLanguageId()).toBe(findLanguage('ja').languageId);
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });
});
