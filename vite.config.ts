import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { areaDeclarations, resourceDeclarations } from './resources/index';
import { declarationShell } from './resources/shells';

/**
 * node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings about
 * 4.5 kB gzip of ECMAScript-spec helpers (get-intrinsic, define-properties...) into first load; every
 * browser the app supports has Object.entries itself.
 */
const nativeObjectEntries: Plugin = {
  name: 'kago-native-object-entries',
  enforce: 'pre',
  resolveId: (source) => (source === 'object.entries' ? '\0object.entries' : null),
  load: (id) => (id === '\0object.entries' ? 'module.exports = Object.entries;' : null),
};

/**
 * What the first load knows of each generic declaration (resources/shells.ts, read through
 * contract/declarationShells.ts): the declarations themselves load with the first screen that uses one.
 */
export const declarationShellsDefine = JSON.stringify({
  resources: resourceDeclarations.map(declarationShell),
  areas: areaDeclarations.map(declarationShell),
});

const apiTarget = process.env.KAGO_API ?? 'http://localhost:8080';

// `vite build --mode staging` (or development, production) picks the build variant.
export default defineConfig(({ mode }) => ({
  plugins: [react(), nativeObjectEntries],
  define: {
    __BUILD_VARIANT__: JSON.stringify(mode === 'staging' || mode === 'development' ? mode : 'production'),
    __DECLARATION_SHELLS__: declarationShellsDefine,
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/config.json', '/healthz', '/wh', '/cdn'].map((path) => [path, apiTarget]),
    ),
  },
}));
