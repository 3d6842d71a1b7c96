import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema (never edited by hand) and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
