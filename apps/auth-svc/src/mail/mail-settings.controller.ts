import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type EmailSettingsReply, MAIL_SUBJECTS } from '@vitalsync/contracts';
import { EmailSettingsQueryDto, SaveEmailSettingsCommandDto } from '@vitalsync/contracts/server';

import { MailSettingsService } from './mail-settings.service';

/** A person's own e-mail switches; the actor the gateway passes is the only owner there is. */
@Controller()
export class MailSettingsController {
  constructor(private readonly settings: MailSettingsService) {}

  @MessagePattern(MAIL_SUBJECTS.getSettings)
  get(@Payload() { actor }: EmailSettingsQueryDto): Promise<EmailSettingsReply> {
    return this.settings.get(actor);
  }

  @MessagePattern(MAIL_SUBJECTS.saveSettings)
  save(@Payload() { actor, ...change }: SaveEmailSettingsCommandDto): Promise<EmailSettingsReply> {
    return this.settings.save(actor, change);
  }
}
