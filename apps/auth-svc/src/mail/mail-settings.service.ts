import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import {
  type Actor,
  EMAIL_KINDS,
  EMAIL_KINDS_OF,
  type EmailSettings,
  type EmailSettingsChange,
  type EmailSettingsReply,
  MAIL_MESSAGES,
} from '@vitalsync/contracts';

import { MailSender } from './mail-sender';
import { MailSettingsRepository, type StoredEmailSettings } from './mail-settings.repository';

/** The switches of a role, as the person sees them: a patient's carry no `emergency`. */
const shownFor = (actor: Actor, stored: StoredEmailSettings): EmailSettings => {
  const shown: EmailSettings = {
    booked: stored.booked,
    cancelled: stored.cancelled,
    reminder: stored.reminder,
  };
  if (EMAIL_KINDS_OF[actor.role].includes('emergency')) shown.emergency = stored.emergency;
  return shown;
};

/** Each person's own e-mail switches: read and changed only by that person (the actor is the owner). */
@Injectable()
export class MailSettingsService {
  constructor(
    private readonly settings: MailSettingsRepository,
    private readonly sender: MailSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(actor: Actor): Promise<EmailSettingsReply> {
    return {
      settings: shownFor(actor, await this.settings.settingsOf(actor.id)),
      sending: this.sender.enabled,
    };
  }

  async save(actor: Actor, change: EmailSettingsChange): Promise<EmailSettingsReply> {
    const named = EMAIL_KINDS.filter((kind) => typeof change[kind] === 'boolean');
    if (named.length === 0)
      throw rpcError({ code: 'mail.nothing_to_change', message: MAIL_MESSAGES.nothingToChange });
    if (named.some((kind) => !EMAIL_KINDS_OF[actor.role].includes(kind)))
      throw rpcError({
        code: 'mail.emergency_doctors_only',
        message: MAIL_MESSAGES.emergencyDoctorsOnly,
        errors: { emergency: MAIL_MESSAGES.emergencyDoctorsOnly },
      });
    const stored = await this.settings.save(actor.id, change, this.clock());
    return { settings: shownFor(actor, stored), sending: this.sender.enabled };
  }
}
