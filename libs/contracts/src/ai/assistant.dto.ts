import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsObject, ValidateBy, ValidateNested } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { refusedWith } from '../validation/refusal-message';
import { ASSISTANT_MAX_MESSAGES, ASSISTANT_ROLES, type AssistantRole } from './ai.limits';
import { AI_MESSAGES } from './ai.messages';
import { type AssistantCommand, type AssistantMessage, type AssistantRequest } from './ai.types';

import { AssistantText } from './assistant-text';

export class AssistantMessageDto implements AssistantMessage {
  @IsIn(ASSISTANT_ROLES)
  role!: AssistantRole;

  @AssistantText()
  text!: string;
}

/** Only a list can be too long: anything else is refused as no messages. */
const AtMostMaxMessages = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'atMostMaxMessages',
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || value.length <= ASSISTANT_MAX_MESSAGES,
      },
    },
    refusedWith(AI_MESSAGES.tooManyMessages),
  );

/** The model answers the last turn, so it must be the patient's question. */
const LastIsUserTurn = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'lastIsUserTurn',
      validator: {
        validate: (value: unknown) => {
          if (!Array.isArray(value) || value.length === 0) return true;
          const last: unknown = value[value.length - 1];
          return typeof last === 'object' && last !== null && (last as { role?: unknown }).role === 'user';
        },
      },
    },
    refusedWith(AI_MESSAGES.lastMustBeUser),
  );

/** POST /api/gemini-chatbot body. */
export class AssistantRequestDto implements AssistantRequest {
  @IsArray(refusedWith(AI_MESSAGES.noMessages))
  @ArrayMinSize(1, refusedWith(AI_MESSAGES.noMessages))
  @AtMostMaxMessages()
  @LastIsUserTurn()
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => AssistantMessageDto)
  messages!: AssistantMessageDto[];
}

/** gateway → ai-svc. */
export class AssistantCommandDto extends AssistantRequestDto implements AssistantCommand {
  @ActorField()
  actor!: ActorDto;
}
