import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/auth-svc/drizzle.config.ts` from the workspace root (offline); one schema file per capability. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/auth-svc/src/**/*.schema.ts',
  out: './apps/auth-svc/drizzle',
  schemaFilter: ['auth'],
});
