import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/auth-svc/src/accounts/accounts.schema.ts',
  out: './apps/auth-svc/drizzle',
  schemaFilter: ['auth'],
});
