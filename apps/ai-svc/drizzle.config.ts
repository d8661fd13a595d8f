import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/ai-svc/drizzle.config.ts` from the workspace root (offline). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/ai-svc/src/**/*.schema.ts',
  out: './apps/ai-svc/drizzle',
  schemaFilter: ['ai'],
});
