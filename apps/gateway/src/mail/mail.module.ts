import { Module } from '@nestjs/common';

import { EmailSettingsController } from './email-settings.controller';

/** The Settings page's e-mail switches; the e-mails themselves are auth-svc's (from the durable events). */
@Module({ controllers: [EmailSettingsController] })
export class MailModule {}
