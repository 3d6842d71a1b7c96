import { defineConfig } from 'vite';

// Server bundle: dist/server.js (ESM). Dependencies stay external (resolved from node_modules at run time);
// the drizzle migrations are read from apps/api/drizzle relative to the bundle (see src/db/client.ts).
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    rolldownOptions: { input: { server: 'src/server.ts' } },
  },
});
