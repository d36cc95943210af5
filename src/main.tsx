import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readLanguageId } from '../authProvider/session';
import { loadRuntimeConfig } from '../contract/runtimeConfig';
import { findLanguage } from '../i18n/languages';
import { publicPaths } from '../contract/publicPaths';
import { LazyBoundary } from './shell/LazyBoundary';
import { appForPath, unregisterServiceWorkers } from './startup';

// Each app is its own chunk: the sign-in page never downloads react-admin or MUI.
const PublicApp = lazy(() => import('./public/PublicApp'));
const AdminApp = lazy(() =>
  import('./admin/AdminApp').then(async ({ createAdminApp }) => ({ default: await createAdminApp() })),
);

const start = async () => {
  document.documentElement.lang = findLanguage(readLanguageId()).locale;
  void unregisterServiceWorkers().catch(() => undefined);
  await loadRuntimeConfig();
  const App = appForPath(window.location.pathname, publicPaths) === 'public' ? PublicApp : AdminApp;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LazyBoundary>
        <App />
      </LazyBoundary>
    </StrictMode>,
  );
};

void start();
