import {
  IsISO8601,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { type Role, ROLES } from '../session/role';
import { ActorDto, ActorField } from '../validation/actor.dto';
import { Nested } from '../validation/nested';
import { type ChatRelayEvent, type JoinUserPayload, type SendMessagePayload } from './chat.events';
import { CHAT_PAGE_MAX } from './chat.limits';
import {
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatPageQuery,
  type JoinChatCommand,
  type MarkChatReadCommand,
  type SendChatMessageCommand,
} from './chat.types';

import { OutgoingChatMessageDto, OutgoingMessageField } from './outgoing-chat-message.dto';

// gateway → chat-svc, and chat-svc → every gateway (the relay event). The socket payloads of /chat are here too.

export class ChatPageQueryDto implements ChatPageQuery {
  @IsOptional()
  @IsUUID()
  before?: string;

  @IsOptional()
  @IsUUID()
  after?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(CHAT_PAGE_MAX)
  limit?: number;
}

export class ChatHistoryQueryDto implements ChatHistoryQuery {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  doctorId!: string;

  @IsUUID()
  patientId!: string;

  @Nested(() => ChatPageQueryDto)
  page!: ChatPageQueryDto;
}

export class JoinChatCommandDto implements JoinChatCommand {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  remoteId!: string;
}

export class SendChatMessageCommandDto implements SendChatMessageCommand {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  chatId!: string;

  @Nested(() => OutgoingChatMessageDto)
  message!: OutgoingChatMessageDto;
}

export class MarkChatReadCommandDto implements MarkChatReadCommand {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  chatId!: string;

  @IsUUID()
  messageId!: string;
}

/** A stored message on the bus: what chat-svc wrote, checked again by every gateway that relays it. */
export class ChatMessageDto implements ChatMessage {
  @IsUUID()
  _id!: string;

  @IsIn(ROLES)
  senderModel!: Role;

  @IsString()
  content!: string;

  @IsISO8601({ strict: true })
  timestamp!: string;

  @IsInt()
  @IsPositive()
  seq!: number;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_-]+$/)
  clientId?: string;
}

export class ChatRelayEventDto implements ChatRelayEvent {
  @IsUUID()
  chatId!: string;

  @IsUUID()
  doctorId!: string;

  @IsUUID()
  patientId!: string;

  @Nested(() => ChatMessageDto)
  message!: ChatMessageDto;
}

/** /chat `join-user` (docs/product/http-and-sockets.md#chat-socket-chat). */
export class JoinUserPayloadDto implements JoinUserPayload {
  @IsUUID()
  userId!: string;

  @IsUUID()
  remoteId!: string;
}

/** /chat `send-message` (docs/product/http-and-sockets.md#chat-socket-chat); `message` may be the bare text. */
export class SendMessagePayloadDto implements SendMessagePayload {
  @IsUUID()
  roomId!: string;

  @OutgoingMessageField()
  message!: OutgoingChatMessageDto;
}
