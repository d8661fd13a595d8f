import { Module } from '@nestjs/common';

import { AiRuntimeModule } from '../app/ai-runtime.module';
import { EmergencyNotificationsController } from './emergency-notifications.controller';
import { EmergencyNotificationsRepository } from './emergency-notifications.repository';
import { EmergencyNotificationsService } from './emergency-notifications.service';

/** Doctors' stored emergency notifications: written from `health.emergency.began`, read by the doctor. */
@Module({
  imports: [AiRuntimeModule],
  controllers: [EmergencyNotificationsController],
  providers: [EmergencyNotificationsRepository, EmergencyNotificationsService],
})
export class NotificationsModule {}
