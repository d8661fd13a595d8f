import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';

import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../accounts/account.limits';
import { type AiGenerated, type HealthAlert } from '../accounts/profile.types';
import { hasForbiddenCharacters } from '../accounts/validate-fields';
import { Nested } from '../validation/nested';
import { FreeText } from '../validation/text-fields';
import {
  type AiSource,
  type EmergencyBeganEvent,
  type HealthEmergencyEvent,
  type InsightsGeneratedEvent,
} from './ai.types';

export const AI_SOURCES: readonly AiSource[] = ['model', 'built-in'];
export const LIFESTYLE_TIPS_MAX = 10;
export const LIFESTYLE_TIP_MAX_LENGTH = 500;

const EachHasNoForbiddenCharacters = (): PropertyDecorator =>
  ValidateBy({
    name: 'eachHasNoForbiddenCharacters',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((text) => typeof text === 'string' && !hasForbiddenCharacters(text)),
    },
  });

export class HealthAlertDto implements HealthAlert {
  @FreeText(LONG_TEXT_MAX_LENGTH)
  alert!: string;

  @IsBoolean()
  emergency!: boolean;
}

/** Insights as stored on a profile and shown to the patient: bounded texts, none PostgreSQL cannot hold. */
export class AiGeneratedDto implements AiGenerated {
  @FreeText(LONG_TEXT_MAX_LENGTH)
  health_summary!: string;

  @Nested(() => HealthAlertDto)
  health_alert!: HealthAlertDto;

  @IsArray()
  @ArrayMaxSize(LIFESTYLE_TIPS_MAX)
  @IsString({ each: true })
  @MaxLength(LIFESTYLE_TIP_MAX_LENGTH, { each: true })
  @EachHasNoForbiddenCharacters()
  lifestyle_tips!: string[];
}

/** ai-svc → auth-svc. */
export class InsightsGeneratedEventDto implements InsightsGeneratedEvent {
  @IsUUID()
  accountId!: string;

  @IsInt()
  @Min(1)
  version!: number;

  @Nested(() => AiGeneratedDto)
  ai_generated!: AiGeneratedDto;

  @IsIn(AI_SOURCES)
  source!: AiSource;

  @IsISO8601({ strict: true })
  at!: string;
}

/** ai-svc → every gateway. */
export class HealthEmergencyEventDto implements HealthEmergencyEvent {
  @IsUUID()
  patientId!: string;

  @FreeText(TEXT_MAX_LENGTH)
  patientName!: string;

  @FreeText(LONG_TEXT_MAX_LENGTH)
  alert!: string;

  @IsArray()
  @IsUUID('all', { each: true })
  doctorIds!: string[];

  @IsISO8601({ strict: true })
  at!: string;
}

/** ai-svc's insights flow → its emergency notifications: a patient's insights of one version became an emergency. */
export class EmergencyBeganEventDto implements EmergencyBeganEvent {
  @IsUUID()
  patientId!: string;

  @FreeText(TEXT_MAX_LENGTH)
  patientName!: string;

  @FreeText(LONG_TEXT_MAX_LENGTH)
  alert!: string;

  @IsInt()
  @Min(1)
  version!: number;

  @IsISO8601({ strict: true })
  at!: string;
}
