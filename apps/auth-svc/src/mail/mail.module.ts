import { Module } from '@nestjs/common';

import { AuthRuntimeModule } from '../app/auth-runtime.module';
import { AuthSvcConfig } from '../config/auth-svc.config';
import { MailEventsController } from './mail-events.controller';
import { MailEventsService } from './mail-events.service';
import { MailQueueRepository } from './mail-queue.repository';
import { MailSender } from './mail-sender';
import { MailSettingsController } from './mail-settings.controller';
import { MailSettingsRepository } from './mail-settings.repository';
import { MailSettingsService } from './mail-settings.service';
import { MAIL_TRANSPORT, SmtpMailTransport } from './mail-transport';

/**
 * E-mails that arrive: appointment and emergency events queued per recipient, sent over SMTP_URL by MailSender,
 * and each person's switches. Without SMTP_URL the events are acknowledged and nothing is queued.
 */
@Module({
  imports: [AuthRuntimeModule],
  controllers: [MailEventsController, MailSettingsController],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [AuthSvcConfig],
      useFactory: (config: AuthSvcConfig) =>
        config.mail.SMTP_URL ? new SmtpMailTransport(config.mail.SMTP_URL) : null,
    },
    MailQueueRepository,
    MailSettingsRepository,
    MailSender,
    MailEventsService,
    MailSettingsService,
  ],
})
export class MailModule {}
