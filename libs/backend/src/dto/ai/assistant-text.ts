import { applyDecorators } from '@nestjs/common';
import {
  AI_MESSAGES,
  ASSISTANT_MAX_TEXT,
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

/**
 * One turn of an assistant conversation: trimmed, not blank, at most ASSISTANT_MAX_TEXT characters (as a
 * person counts them), nothing a prompt or UTF-8 cannot carry.
 */
export const AssistantText = (): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsString(refusedWith(AI_MESSAGES.blankText)),
    check('assistantTextNotBlank', (text) => text !== '', AI_MESSAGES.blankText),
    check(
      'assistantTextAllowedCharacters',
      (text) => !hasForbiddenCharacters(text),
      FORBIDDEN_CHARACTERS_MESSAGE,
    ),
    check(
      'assistantTextMaxLength',
      (text) => characterCount(text) <= ASSISTANT_MAX_TEXT,
      AI_MESSAGES.tooLong,
    ),
  );
