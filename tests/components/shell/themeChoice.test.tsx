import { within } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defaultThemeChoice, swatchesOf } from '../../../src/shell/theme/themes';
import { themeChoiceStoreKey } from '../../../src/shell/theme/useThemeChoice';
import { appBarElement, renderAppBar } from './appBarHarness';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

/** jsdom reports computed colours as rgb(); the theme table holds hex. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

const accessibleNameOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;

/** One option of one labelled group: "White" is both a topbar and a background. */
const inGroup = (dialog: HTMLElement, group: string, option: string) =>
  within(within(dialog).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });

const openSettings = async ({ user, screen }: Awaited<ReturnType<typeof renderAppBar>>) => {
  await user.click(await screen.findByRole('button', { name: 'Profile: Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  return screen.findByRole('dialog', { name: 'Choose theme' });
};

describe('theme choice', () => {
  it('applies a topbar and a background as soon as they are picked', async () => {
    const rendered = await renderAppBar();
    const defaults = swatchesOf(defaultThemeChoice, 'light');
    expect(backgroundOf(appBarElement())).toBe(rgb(defaults.topbar.background));

    const dialog = await openSettings(rendered);
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(groups.map((group) => accessibleNameOf(group))).toEqual([
      'Mode',
      'Top bar',
      'Sidebar',
      'Background',
    ]);
    await rendered.user.click(inGroup(dialog, 'Top bar', 'Crimson'));
    await rendered.user.click(inGroup(dialog, 'Background', 'Sky'));

    const chosen = swatchesOf({ ...defaultThemeChoice, topbar: 'crimson', background: 'sky' }, 'light');
    expect(backgroundOf(appBarElement())).toBe(rgb(chosen.topbar.background));
    expect(backgroundOf(document.body)).toBe(rgb(chosen.background.background));
    expect(rendered.store.getItem(themeChoiceStoreKey)).toEqual({
      topbar: 'crimson',
      sidebar: 'paper',
      background: 'sky',
    });
  });

  it('switches between light and dark with the keyboard', async () => {
    const rendered = await renderAppBar();
    const dialog = await openSettings(rendered);
    const light = inGroup(dialog, 'Mode', 'Light');
    expect(light).toBeChecked();
    light.focus();
    await rendered.user.keyboard('{ArrowRight}');
    expect(inGroup(dialog, 'Mode', 'Dark')).toBeChecked();
    expect(backgroundOf(appBarElement())).toBe(rgb(swatchesOf(defaultThemeChoice, 'dark').topbar.background));
    expect(rendered.store.getItem('theme')).toBe('dark');
  });

  it('keeps the choice in the persisted store: a new start shows it', async () => {
    const first = await renderAppBar({ store: localStorageStore(undefined, 'kago-test') });
    const dialog = await openSettings(first);
    await first.user.click(inGroup(dialog, 'Top bar', 'Teal'));
    first.view.unmount();

    await renderAppBar({ store: localStorageStore(undefined, 'kago-test') });
    const teal = swatchesOf({ ...defaultThemeChoice, topbar: 'teal' }, 'light');
    expect(backgroundOf(appBarElement())).toBe(rgb(teal.topbar.background));
  });
});
