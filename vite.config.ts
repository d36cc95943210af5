import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

/**
 * react-admin's `<Title>` (on every page, and on its own not-found and error pages, which are part of
 * the first load) draws the title through PageTitleConfigurable: a title the user could rewrite in
 * react-admin's preference inspector, an inspector this app does not offer. Its editor imports MUI's
 * TextField with the selects and the outlined and standard inputs, about 5 kB gzip of the first load
 * (tests/e2e/loading.test.ts). Here it is react-admin's plain PageTitle, which it draws anyway when no
 * title was stored, and none can be.
 */
const plainPageTitle: Plugin = {
  name: 'kago-plain-page-title',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './PageTitleConfigurable.js' && importer?.includes('ra-ui-materialui')
      ? `\0kago-page-title:${path.dirname(importer)}`
      : null,
  load: (id) => {
    if (!id.startsWith('\0kago-page-title:')) return null;
    const pageTitle = JSON.stringify(path.join(id.slice('\0kago-page-title:'.length), 'PageTitle.js'));
    return [
      `import { createElement } from 'react';`,
      `import { PageTitle } from ${pageTitle};`,
      `export const PageTitleEditor = () => null;`,
      `export const PageTitleConfigurable = ({ preferenceKey, ...props }) => createElement(PageTitle, props);`,
    ].join('\n');
  },
};

/**
 * Each built script, style sheet and page beside its brotli and gzip forms (`.br`, `.gz`), which the
 * server sends to a browser that accepts them (server/app.ts, @fastify/static `preCompressed`): a
 * third of the bytes over the wire, compressed once at build time rather than on every request.
 * Brotli at its best quality: about 6 s of CPU for the whole build, spread over the threads.
 */
const compressible = /\.(js|css|html|svg|json)$/;
const precompressed: Plugin = {
  name: 'kago-precompressed',
  apply: 'build',
  writeBundle: async ({ dir }, bundle) => {
    const outDir = dir ?? 'dist';
    const brotli = promisify(brotliCompress);
    const gzipped = promisify(gzip);
    await Promise.all(
      Object.keys(bundle)
        .filter((name) => compressible.test(name))
        .map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
    );
  },
};

const apiTarget = process.env.KAGO_API ?? 'http://localhost:8080';

// `vite build --mode staging` (or development, production) picks the build variant.
export default defineConfig(({ mode }) => ({
  plugins: [react(), nativeObjectEntries, plainPageTitle, precompressed],
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
