import * as insights from '../insights/insights.schema';
import * as water from '../lifestyle/water.schema';
import * as notifications from '../notifications/emergency-notifications.schema';
import * as reminders from '../reminders/reminders.schema';

/** Every table of ai-svc, one schema file per capability (drizzle-kit reads them by glob). */
export const aiDatabaseSchema = { ...insights, ...water, ...reminders, ...notifications };
