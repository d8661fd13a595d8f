import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/chat-svc/drizzle.config.ts` from the workspace root (offline). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/chat-svc/src/**/*.schema.ts',
  out: './apps/chat-svc/drizzle',
  schemaFilter: ['chat'],
});
