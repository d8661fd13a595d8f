import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';

import { refusedWith } from '../validation/refusal-message';
import { CHAT_PAGE_MAX } from './chat.limits';
import { CHAT_PAGE_DIRECTION_MESSAGE } from './chat.messages';
import { type ChatHistoryRequest, type MarkChatReadRequest, type PostChatMessageRequest } from './chat.types';

import { OutgoingChatMessageDto, OutgoingMessageField } from './outgoing-chat-message.dto';

/** A page is either before or after one message. */
const NotWithBefore = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'notWithBefore',
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) =>
          (args?.object as ChatHistoryRequest).before === undefined,
      },
    },
    refusedWith(CHAT_PAGE_DIRECTION_MESSAGE),
  );

/** GET /api/dashboard/chats/?doctor=&user=&before=|after=&limit= */
export class ChatHistoryRequestDto implements ChatHistoryRequest {
  @IsUUID()
  doctor!: string;

  @IsUUID()
  user!: string;

  @IsOptional()
  @IsUUID()
  before?: string;

  @IsOptional()
  @NotWithBefore()
  @IsUUID()
  after?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CHAT_PAGE_MAX)
  limit?: number;
}

/** POST /api/dashboard/chats/ */
export class PostChatMessageRequestDto implements PostChatMessageRequest {
  @IsUUID()
  chatId!: string;

  @OutgoingMessageField()
  message!: OutgoingChatMessageDto;
}

/** PUT /api/dashboard/chats/read */
export class MarkChatReadRequestDto implements MarkChatReadRequest {
  @IsUUID()
  chatId!: string;

  @IsUUID()
  messageId!: string;
}
