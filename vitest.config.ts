import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverProject = (name: string, env: Record<string, string> = {}) => ({
  test: {
    name,
    include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env,
  },
});

// The server suite runs on embedded PGlite, and once more on a real PostgreSQL when DATABASE_URL is set.
const postgres = process.env.DATABASE_URL;

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_VARIANT__: JSON.stringify('development') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setupDom.ts'],
          testTimeout: 20_000,
        },
      },
      serverProject('server', { DATABASE_URL: '' }),
      ...(postgres ? [serverProject('server-postgres', { DATABASE_URL: postgres })] : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [
            'tests/support/globalSetup.ts',
            'tests/e2e/support/buildApp.ts',
            'tests/e2e/support/sharedServer.ts',
          ],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
