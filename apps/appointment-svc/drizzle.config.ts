import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/appointment-svc/drizzle.config.ts` from the workspace root (offline). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/appointment-svc/src/**/*.schema.ts',
  out: './apps/appointment-svc/drizzle',
  schemaFilter: ['appointment'],
});
