import { applyDecorators } from '@nestjs/common';
import { IsString, ValidateBy } from 'class-validator';

import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '../accounts/validate-fields';
import { characterCount } from '../chat/chat.rules';
import { refusedWith } from './refusal-message';
import { Trimmed } from './text-fields';

/** What a kind of message text is called in validation errors, how long it may be and what each refusal says. */
export interface MessageTextRules {
  name: string;
  maxLength: number;
  blankMessage: string;
  tooLongMessage: string;
}

const check = (name: string, validate: (text: string) => boolean, message: string): PropertyDecorator =>
  ValidateBy(
    { name, validator: { validate: (value: unknown) => typeof value === 'string' && validate(value) } },
    refusedWith(message),
  );

/**
 * A free text a person writes (a chat message, a question to the assistant): trimmed, not blank, at most
 * `maxLength` characters as a person counts them, nothing the database or UTF-8 cannot carry.
 */
export const MessageText = ({
  name,
  maxLength,
  blankMessage,
  tooLongMessage,
}: MessageTextRules): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsString(refusedWith(blankMessage)),
    check(`${name}NotBlank`, (text) => text !== '', blankMessage),
    check(`${name}AllowedCharacters`, (text) => !hasForbiddenCharacters(text), FORBIDDEN_CHARACTERS_MESSAGE),
    check(`${name}MaxLength`, (text) => characterCount(text) <= maxLength, tooLongMessage),
  );
