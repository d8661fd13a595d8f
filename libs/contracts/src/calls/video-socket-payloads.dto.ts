import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';

import { Nested } from '../validation/nested';
import {
  type AnswerPayload,
  type EndCallPayload,
  type IceCandidatePayload,
  type JoinCallPayload,
  type OfferPayload,
  type RemoteBusySignalPayload,
} from './call.types';

import { IceCandidateDto, SessionDescriptionDto } from './call-commands.dto';

// The socket payloads of /video-call (docs/product/http-and-sockets.md#video-call-socket-video-call), client →
// gateway. The spec's client sends `from`; it is accepted so that client works, and never read: the gateway sets
// the sender from the session.

/** Long enough for any account id a client may claim; what it says is ignored anyway. */
const CLAIMED_FROM_MAX_LENGTH = 64;

/** The sender a client claims: accepted when it is short text, then replaced by the session's account. */
const ClaimedFrom = (): PropertyDecorator =>
  applyDecorators(IsOptional(), IsString(), MaxLength(CLAIMED_FROM_MAX_LENGTH));

/** join-user as an object; the bare own id of the spec is read as `{ userId }` before this check. */
export class JoinCallPayloadDto implements JoinCallPayload {
  @IsUUID()
  userId!: string;

  @IsOptional()
  @IsUUID()
  appointmentId?: string;
}

export class OfferPayloadDto implements OfferPayload {
  @ClaimedFrom()
  from?: string;

  @IsUUID()
  remoteId!: string;

  @Nested(() => SessionDescriptionDto)
  offer!: SessionDescriptionDto;
}

export class AnswerPayloadDto implements AnswerPayload {
  @ClaimedFrom()
  from?: string;

  @IsUUID()
  to!: string;

  @Nested(() => SessionDescriptionDto)
  answer!: SessionDescriptionDto;
}

export class IceCandidatePayloadDto implements IceCandidatePayload {
  /** Required, and null is the sender's end of candidates. */
  @ValidateIf((payload: { candidate?: unknown }) => payload.candidate !== null)
  @Nested(() => IceCandidateDto)
  candidate!: IceCandidateDto | null;

  @IsUUID()
  to!: string;
}

export class EndCallPayloadDto implements EndCallPayload {
  @ClaimedFrom()
  from?: string;

  @IsUUID()
  to!: string;
}

export class RemoteBusySignalPayloadDto implements RemoteBusySignalPayload {
  @ClaimedFrom()
  from?: string;

  @IsUUID()
  to!: string;
}

/** join-user's payload as the DTO reads it: the spec's bare id string becomes `{ userId }`. */
export const joinCallPayloadOf = (payload: unknown): unknown =>
  typeof payload === 'string' ? { userId: payload } : payload;
