import { createTheme, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/messages/en';
import { ja } from '../../../i18n/messages/ja';
import { vi } from '../../../i18n/messages/vi';
import { flattenMessages } from '../../../i18n/translate';
import { layoutForWidth } from '../../../src/shell/theme/breakpoints';
import {
  buildTheme,
  defaultThemeChoice,
  normalizeThemeChoice,
  swatchesOf,
  themeOptions,
  themeParts,
  type ThemeChoice,
} from '../../../src/shell/theme/themes';

const modes = ['light', 'dark'] as const;
/** WCAG AA for normal text: what axe's `color-contrast` rule asks for. */
const minimumContrast = 4.5;

/** A translucent text colour (MUI's secondary text) as it shows over an opaque surface. */
const over = (text: string, surface: string) => {
  const { values, type } = decomposeColor(text);
  const alpha = type === 'rgba' || type === 'hsla' ? (values[3] ?? 1) : 1;
  if (alpha === 1) return text;
  const base = decomposeColor(surface).values;
  const mixed = [0, 1, 2].map((channel) => values[channel]! * alpha + base[channel]! * (1 - alpha));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
};

/** Every choice that differs from the default in one part: each option is tried in every mode. */
const singlePartChoices = themeParts.flatMap((part) =>
  themeOptions[part].map((option) => ({ ...defaultThemeChoice, [part]: option.id }) as ThemeChoice),
);

describe('theme options', () => {
  it.each(modes)('every text colour of every option is readable on its background (%s)', (mode) => {
    const failures: string[] = [];
    const check = (what: string, text: string, background: string) => {
      const ratio = getContrastRatio(over(text, background), background);
      if (ratio < minimumContrast) failures.push(`${what}: ${text} on ${background} = ${ratio.toFixed(2)}`);
    };
    for (const choice of singlePartChoices) {
      const { topbar, sidebar, background } = swatchesOf(choice, mode);
      const theme = createTheme(buildTheme(choice, mode));
      const label = `${choice.topbar}/${choice.sidebar}/${choice.background}`;
      check(`${label} topbar`, topbar.text, topbar.background);
      check(`${label} sidebar item`, sidebar.muted, sidebar.background);
      check(`${label} sidebar current item`, sidebar.text, sidebar.selected);
      for (const surface of [background.background, background.paper]) {
        check(`${label} text`, theme.palette.text.primary, surface);
        check(`${label} secondary text`, theme.palette.text.secondary, surface);
        check(`${label} link`, theme.palette.primary.main, surface);
      }
      check(`${label} button label`, theme.palette.primary.contrastText, theme.palette.primary.main);
    }
    expect(failures).toEqual([]);
  });

  it('names every option in Vietnamese, English and Japanese', () => {
    const keys = themeParts.flatMap((part) => [
      `kago.theme.${part}`,
      ...themeOptions[part].map((option) => `kago.theme.choices.${part}.${option.id}`),
    ]);
    for (const messages of [vi, en, ja]) {
      const flat = flattenMessages(messages as unknown as Parameters<typeof flattenMessages>[0]);
      expect(keys.filter((key) => !flat[key])).toEqual([]);
    }
  });

  it('falls back to the default for each part a stored value no longer names', () => {
    expect(normalizeThemeChoice(undefined)).toEqual(defaultThemeChoice);
    expect(normalizeThemeChoice({ topbar: 'teal', sidebar: 'gone', background: 42 })).toEqual({
      ...defaultThemeChoice,
      topbar: 'teal',
    });
  });

  it('builds MUI breakpoints from the seed: tablet above 767 px, desktop above 1220 px', () => {
    const theme = createTheme(buildTheme(defaultThemeChoice, 'light'));
    expect(theme.breakpoints.values.sm).toBe(768);
    expect(theme.breakpoints.values.md).toBe(1221);
    expect(theme.breakpoints.down('md')).toContain('1220.95');
    expect([1400, 1221, 1220, 768, 767, 360].map(layoutForWidth)).toEqual([
      'desktop',
      'desktop',
      'tablet',
      'tablet',
      'mobile',
      'mobile',
    ]);
  });

  it.each(modes)('sets the palette mode and the chosen colours (%s)', (mode) => {
    const choice: ThemeChoice = { topbar: 'crimson', sidebar: 'forest', background: 'sky' };
    const theme = createTheme(buildTheme(choice, mode));
    expect(theme.palette.mode).toBe(mode);
    expect(theme.palette.background.default).toBe(swatchesOf(choice, mode).background.background);
  });
});
