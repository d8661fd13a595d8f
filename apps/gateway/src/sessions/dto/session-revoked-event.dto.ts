import { type SessionRevokedEvent } from '@vitalsync/contracts';
import { IsInt, IsString, MaxLength } from 'class-validator';

export class SessionRevokedEventDto implements SessionRevokedEvent {
  @IsString()
  @MaxLength(200)
  sessionId!: string;

  /** Epoch milliseconds. */
  @IsInt()
  expiresAt!: number;
}
