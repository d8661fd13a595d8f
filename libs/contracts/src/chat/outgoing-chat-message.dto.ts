import { applyDecorators } from '@nestjs/common';
import { Transform, plainToInstance } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

import { type Role, ROLES } from '../session/role';
import { CHAT_CLIENT_ID_MAX_LENGTH } from './chat.limits';
import { type OutgoingChatMessage } from './chat.types';

import { ChatText } from './chat-text';

/**
 * A message as a sender gives it: its text, or the `_id` of one already stored. `senderModel` and `timestamp`
 * are accepted because the spec's client sends them, and ignored: the server sets both.
 */
export class OutgoingChatMessageDto implements OutgoingChatMessage {
  @IsOptional()
  @IsUUID()
  _id?: string;

  /** Required unless `_id` names a stored message. */
  @ValidateIf((message: OutgoingChatMessageDto) => message._id === undefined)
  @ChatText()
  content?: string;

  @IsOptional()
  @IsString()
  @MaxLength(CHAT_CLIENT_ID_MAX_LENGTH)
  @Matches(/^[A-Za-z0-9_-]+$/)
  clientId?: string;

  @IsOptional()
  @IsIn(ROLES)
  senderModel?: Role;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  timestamp?: string;
}

/** A `message` property: the bare text (read as `{content}`) or an OutgoingChatMessageDto, validated all the way down. */
export const OutgoingMessageField = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
      const raw = obj[key];
      const plain = typeof raw === 'string' ? { content: raw } : raw;
      return typeof plain === 'object' && plain !== null && !Array.isArray(plain)
        ? plainToInstance(OutgoingChatMessageDto, plain)
        : raw;
    }),
    IsDefined(),
    IsObject(),
    ValidateNested(),
  );

/** What a handler forwards: only the fields the server reads. */
export const outgoingMessageOf = ({
  _id,
  content,
  clientId,
}: OutgoingChatMessageDto): OutgoingChatMessage => ({
  ...(_id === undefined ? {} : { _id }),
  ...(content === undefined ? {} : { content }),
  ...(clientId === undefined ? {} : { clientId }),
});
