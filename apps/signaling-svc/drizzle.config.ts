import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/signaling-svc/drizzle.config.ts` from the workspace root (offline). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/signaling-svc/src/**/*.schema.ts',
  out: './apps/signaling-svc/drizzle',
  schemaFilter: ['signaling'],
});
