import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w @wifi/api` writes a new versioned migration into ./drizzle after a schema change;
// the server applies pending migrations at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
