import { type LogoutCommand } from '@vitalsync/contracts';
import { IsString } from 'class-validator';
import { ActorDto, ActorField } from '@vitalsync/contracts/server';

export class LogoutCommandDto implements LogoutCommand {
  /** Any text: a session id that cannot exist is answered 404 like any session not found. */
  @IsString()
  sessionId!: string;

  @ActorField()
  actor!: ActorDto;
}
