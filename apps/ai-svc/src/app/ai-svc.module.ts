import { Module } from '@nestjs/common';

import { AssistantModule } from '../assistant/assistant.module';
import { InsightsModule } from '../insights/insights.module';
import { LifestyleModule } from '../lifestyle/lifestyle.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RemindersModule } from '../reminders/reminders.module';

/**
 * Root module of the ai service: health insights and emergencies from profile.updated, the doctors' stored
 * emergency notifications, the health assistant, the water tracker and the dismissed reminders. Its health
 * pattern comes with the database module; BusClient and the settings come from the app that hosts it.
 */
@Module({
  imports: [InsightsModule, NotificationsModule, AssistantModule, LifestyleModule, RemindersModule],
})
export class AiSvcModule {}
