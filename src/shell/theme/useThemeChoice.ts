import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import { defaultThemeChoice, normalizeThemeChoice, type ThemeChoice, type ThemePart } from './themes';

/** Where react-admin's store (localStorage in the app) keeps the choice. */
export const themeChoiceStoreKey = 'kago.themeChoice';

/** The user's topbar, sidebar and background choice, kept across reloads. */
export const useThemeChoice = () => {
  const [stored, setStored] = useStore<ThemeChoice>(themeChoiceStoreKey, defaultThemeChoice);
  const choice = useMemo(() => normalizeThemeChoice(stored), [stored]);
  const choose = useCallback(
    <Part extends ThemePart>(part: Part, id: ThemeChoice[Part]) => setStored({ ...choice, [part]: id }),
    [choice, setStored],
  );
  return { choice, choose };
};
