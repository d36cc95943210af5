import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, ThemesContext } from 'react-admin';
import { prefersReducedMotion, reducedMotionQuery } from './motion';
import { buildTheme, defaultThemeChoice } from './themes';
import { useThemeChoice } from './useThemeChoice';

/**
 * `<Admin>`'s themes: the default choice, for what renders outside the layout (notifications, the
 * loading page). Same breakpoints and mode as the chosen theme, so nothing jumps.
 */
export const baseThemes = {
  lightTheme: buildTheme(defaultThemeChoice, 'light'),
  darkTheme: buildTheme(defaultThemeChoice, 'dark'),
};

/**
 * Applies the user's theme choice to everything inside it (the layout: app bar, sidebar, pages and
 * their dialogs), and follows the system's motion setting as it changes. react-admin's own
 * ThemeProvider keeps reading the light/dark mode from the store.
 */
export const ChosenThemeProvider = ({ children }: { children: ReactNode }) => {
  const { choice } = useThemeChoice();
  const reducedMotion = useMediaQuery(reducedMotionQuery, { defaultMatches: prefersReducedMotion() });
  const themes = useMemo(
    () => ({
      lightTheme: buildTheme(choice, 'light', reducedMotion),
      darkTheme: buildTheme(choice, 'dark', reducedMotion),
    }),
    [choice, reducedMotion],
  );
  return (
    <ThemesContext.Provider value={themes}>
      <ThemeProvider>
        {/* The body sits outside the layout: it would keep the base theme's background. */}
        <GlobalStyles styles={(theme) => ({ body: { backgroundColor: theme.palette.background.default } })} />
        {children}
      </ThemeProvider>
    </ThemesContext.Provider>
  );
};
