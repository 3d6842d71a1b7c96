/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served by the API in production (D3), so the dev server forwards /api to it and the
// build lands in apps/web/dist, where the API's static plugin looks for it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // scripts/prerender.mjs reads the manifest to link each prerendered page's CSS and preload its chunk.
    manifest: true,
    rolldownOptions: {
      output: {
        // The UI kit's smallest pieces, which every page loads at once, travel as one file: as six files of a few
        // hundred bytes each, their wrappers and imports cost the home page's first download most of a kilobyte.
        codeSplitting: {
          groups: [{ name: 'ui-core', test: /libs[\\/]ui[\\/]src[\\/](utils|button|spinner|text-input|visually-hidden|button-class-name)\b/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    unstubGlobals: true,
    // The first import of a lazy route module is transformed on demand; on 2 busy cores that can take seconds.
    testTimeout: 15_000,
    // Dates are shown in the reader's time zone; tests pin one so a day or an hour reads the same on every machine.
    env: { TZ: 'UTC' },
  },
});
