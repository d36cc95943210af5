import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the browser bundle is built from: a change to any of it makes dist/ stale. */
const clientSources = [
  'index.html',
  'public',
  'vite.config.ts',
  'package.json',
  'src',
  'resources',
  'i18n',
  'authProvider',
  'dataProvider',
];

const newestChange = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
};

/** Whether `npm start` must build the browser app first (fresh clone, or sources newer than the build). */
export const clientBuildIsStale = (root: string, distDir: string) => {
  const built = path.join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return clientSources.some((source) => newestChange(path.join(root, source)) > builtAt);
};

/**
 * Builds the browser app with Vite (a dev dependency: present wherever sources are), in a process
 * of its own with NODE_ENV=production: a build started from a test runner (NODE_ENV=test) would
 * otherwise bundle React's and react-admin's development code.
 */
export const buildClient = async (root: string, distDir: string) => {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const { execFile } = await import('node:child_process');
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
      (error, _stdout, stderr) => (error ? reject(new Error(`vite build failed: ${stderr}`)) : resolve()),
    ),
  );
};
