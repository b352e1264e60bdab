import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/infrastructure/db/schema.ts',
  out: './server/infrastructure/db/migrations',
});
