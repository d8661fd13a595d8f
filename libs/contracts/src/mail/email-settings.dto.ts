import { IsBoolean, IsOptional } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { refusedWith } from '../validation/refusal-message';
import { MAIL_MESSAGES } from './mail.messages';
import {
  type EmailSettingsChange,
  type EmailSettingsQuery,
  type SaveEmailSettingsCommand,
} from './mail.types';

const Switch = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  // A string "true" is refused, not coerced: a switch is a JSON boolean.
  IsBoolean(refusedWith(`${String(key)} ${MAIL_MESSAGES.notASwitch}`))(target, key);
};

/** PUT /api/dashboard/settings/email body: the switches to change; auth-svc refuses an empty change. */
export class EmailSettingsChangeDto implements EmailSettingsChange {
  @Switch()
  booked?: boolean;

  @Switch()
  cancelled?: boolean;

  @Switch()
  reminder?: boolean;

  @Switch()
  emergency?: boolean;
}

/** gateway → auth-svc: the actor's own e-mail settings. */
export class EmailSettingsQueryDto implements EmailSettingsQuery {
  @ActorField()
  actor!: ActorDto;
}

/** gateway → auth-svc: change the actor's own e-mail settings. */
export class SaveEmailSettingsCommandDto extends EmailSettingsChangeDto implements SaveEmailSettingsCommand {
  @ActorField()
  actor!: ActorDto;
}
