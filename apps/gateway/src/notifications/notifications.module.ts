import { Module } from '@nestjs/common';

import { SessionsModule } from '../sessions/sessions.module';
import { NotificationPusher } from './notification-pusher';
import { NotificationsNamespace } from './notifications.namespace';

/** The /notifications namespace and the pusher other capabilities send through. */
@Module({
  imports: [SessionsModule],
  providers: [NotificationsNamespace, NotificationPusher],
  exports: [NotificationPusher],
})
export class NotificationsModule {}
