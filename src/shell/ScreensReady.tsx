import { useEffect, useState, type ReactNode } from 'react';
import { useI18nProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { KagoI18nProvider } from '../../i18n/i18nProvider';
import { PageSpinner } from './PageSpinner';

/** The paths of the dashboard, the one screen of the first load. */
const dashboardPaths: ReadonlySet<string> = new Set(['/', '/dashboard']);

const splitsMessages = (provider: object): provider is KagoI18nProvider => 'loadScreenMessages' in provider;

/**
 * Holds any screen but the dashboard behind a spinner until every message is there: the first load
 * carries only the shell's and the dashboard's (i18n/messages/viShell.ts), and the declarations'
 * labels and the areas' messages come with the first other screen. An i18n provider without the
 * split (a test's) has them all already. A failed fetch goes to the chunk error boundary above
 * ('Loading failed! Please reload.').
 */
export const ScreensReady = ({ children }: { children: ReactNode }) => {
  const provider = useI18nProvider();
  const { pathname } = useLocation();
  const needed = !dashboardPaths.has(pathname) && splitsMessages(provider);
  const [loaded, setLoaded] = useState(() => splitsMessages(provider) && provider.screenMessagesLoaded());
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!needed || loaded || !splitsMessages(provider)) return;
    let current = true;
    provider.loadScreenMessages().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [needed, loaded, provider]);
  if (failure !== undefined) throw failure;
  return !needed || loaded ? children : <PageSpinner />;
};
