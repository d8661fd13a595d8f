import { applyDecorators } from '@nestjs/common';
import {
  CHAT_MESSAGE_EMPTY_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG_MESSAGE,
  FORBIDDEN_CHARACTERS_MESSAGE,
  characterCount,
  hasForbiddenCharacters,
} from '@vitalsync/contracts';
import { IsString, ValidateBy } from 'class-validator';

import { refusedWith } from '../appointments/refusal-message';
import { Trimmed } from '../appointments/text-fields';

const check = (name: string, validate: (text: string) => boolean, message: string): PropertyDecorator =>
  ValidateBy(
    { name, validator: { validate: (value: unknown) => typeof value === 'string' && validate(value) } },
    refusedWith(message),
  );

/** The text of a chat message: trimmed, not blank, at most 2,000 characters, none the database cannot hold. */
export const ChatText = (): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsString(refusedWith(CHAT_MESSAGE_EMPTY_MESSAGE)),
    check('chatTextNotBlank', (text) => text !== '', CHAT_MESSAGE_EMPTY_MESSAGE),
    check('chatTextAllowedCharacters', (text) => !hasForbiddenCharacters(text), FORBIDDEN_CHARACTERS_MESSAGE),
    check(
      'chatTextMaxLength',
      (text) => characterCount(text) <= CHAT_MESSAGE_MAX_LENGTH,
      CHAT_MESSAGE_TOO_LONG_MESSAGE,
    ),
  );
