import { IsString } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { type LogoutCommand } from './account.types';

export class LogoutCommandDto implements LogoutCommand {
  /** Any text: a session id that cannot exist is answered 404 like any session not found. */
  @IsString()
  sessionId!: string;

  @ActorField()
  actor!: ActorDto;
}
