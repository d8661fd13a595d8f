import * as accessHistory from '../access-history/access-events.schema';
import * as accounts from '../accounts/accounts.schema';
import * as loginLimits from '../login-limits/login-limits.schema';
import * as mail from '../mail/mail.schema';
import * as sessions from '../sessions/sessions.schema';

/** Every table of auth-svc, one schema file per capability (drizzle-kit reads them by glob). */
export const authDatabaseSchema = { ...accounts, ...sessions, ...loginLimits, ...mail, ...accessHistory };
