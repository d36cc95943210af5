import { waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ada, pretendWindowWidth, renderAppBar } from './appBarHarness';

let restoreWidth: (() => void) | null = null;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = null;
});

describe('app bar', () => {
  it('shows the user name on its menu button, and name and e-mail in the menu', async () => {
    const { user, screen } = await renderAppBar();
    const button = await screen.findByRole('button', { name: 'Profile: Ada Lovelace' });
    expect(button).toHaveTextContent(ada.fullName!);

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(ada.fullName!)).toBeInTheDocument();
    expect(within(menu).getByText(String(ada.email))).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Ada Lovelaceada@kago.test', 'Settings', 'View all', 'Logout']);
  });

  it('names the spinner it shows while a call is under way', async () => {
    const Pending = () => {
      useQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => {}) });
      return null;
    };
    const { screen } = await renderAppBar({ beside: <Pending /> });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('opens the profile with the roles and the build variant', async () => {
    const { user, screen } = await renderAppBar();
    await user.click(await screen.findByRole('button', { name: 'Profile: Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: /ada@kago\.test/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    // The dialog loads when first opened (src/shell/onDemandDialog.tsx), and reads the roles then.
    // vitest builds with __BUILD_VARIANT__ = development, whose production flag is false.
    for (const part of ['ada@kago.test', 'Administrator', 'BuildDevelopment', 'Production buildNo']) {
      await waitFor(() => expect(dialog.textContent).toContain(part));
    }
  });

  it('"View all" opens the dashboard, which lists every screen', async () => {
    const { user, screen } = await renderAppBar({ path: '/bank' });
    expect(screen.getByLabelText('current path')).toHaveTextContent('/bank');
    await user.click(await screen.findByRole('button', { name: 'Profile: Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View all' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows each language with its flag', async () => {
    const { user, screen } = await renderAppBar();
    const button = await screen.findByRole('button', { name: 'Choose language: English' });
    expect(flagOf(button)).toMatchObject({ width: 25, height: 18 });

    await user.click(button);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, decodeFlag(item)])).toEqual([
      ['Tiếng Việt', expect.stringContaining('#FFDA44')], // the gold star
      ['English', expect.stringContaining('#012169')], // the union's blue
      ['日本語', expect.stringContaining('<circle fill="#D80027"')], // the red sun
    ]);
    // The flags are beside the language names: decorative, not announced a second time.
    expect(items.every((item) => flagOf(item).alt === '')).toBe(true);
  });

  it('shows the build variant outside production', async () => {
    const { screen } = await renderAppBar();
    expect(await screen.findByText('Development')).toBeInTheDocument();
  });

  it('keeps icons only on a phone, each still named', async () => {
    restoreWidth = pretendWindowWidth(390);
    const { screen } = await renderAppBar();
    const userButton = await screen.findByRole('button', { name: 'Profile: Ada Lovelace' });
    const languageButton = screen.getByRole('button', { name: 'Choose language: English' });
    expect(userButton).not.toHaveTextContent('Ada');
    expect(languageButton).not.toHaveTextContent('English');
    expect(flagOf(languageButton)).toBeDefined();
    expect(screen.queryByText('Development')).not.toBeInTheDocument();
  });
});

const flagOf = (element: HTMLElement) => element.querySelector('img')!;

const decodeFlag = (element: HTMLElement) => {
  const src = flagOf(element).getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml')).toBe(true);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
};
