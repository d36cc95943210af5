import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KAGO_API ?? 'http://localhost:8080';

// `vite build --mode staging` (or development, production) picks the build variant.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    __BUILD_VARIANT__: JSON.stringify(mode === 'staging' || mode === 'development' ? mode : 'production'),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/config.json', '/healthz', '/wh', '/cdn'].map((path) => [path, apiTarget]),
    ),
  },
}));
