import { Module } from '@nestjs/common';

import { NotificationsModule } from '../notifications/notifications.module';
import { AssistantController } from './assistant.controller';
import { assistantLimiterProvider } from './assistant-limiter';
import { DismissedRemindersController } from './dismissed-reminders.controller';
import { EmergencyEventsController } from './emergency-events.controller';
import { EmergencyNotificationsController } from './emergency-notifications.controller';
import { WaterController } from './water.controller';

/**
 * ai-svc's routes (the assistant, water intake, dismissed reminders, a doctor's stored emergency notifications) and
 * the emergency toasts of /notifications.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [
    AssistantController,
    WaterController,
    DismissedRemindersController,
    EmergencyNotificationsController,
    EmergencyEventsController,
  ],
  providers: [assistantLimiterProvider],
})
export class AiModule {}
