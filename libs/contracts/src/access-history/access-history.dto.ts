import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { Nested } from '../validation/nested';
import { type AccessRecordedEvent } from './access-history.events';
import {
  ACCESS_HISTORY_CURSOR_MAX_LENGTH,
  ACCESS_HISTORY_PAGE_MAX,
  ACCESS_RESOURCE_KINDS,
  type AccessHistoryQuery,
  type AccessHistoryRequest,
  type AccessResourceKind,
  type ClientOrigin,
  RECORD_ACTIONS,
  type RecordAction,
} from './access-history.types';

/** A cursor is base64url text; anything else names no page. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The most patients one list read can name: far above any doctor's list, far below a bus message's limit. */
export const ACCESS_EVENT_PATIENTS_MAX = 5_000;

/** GET /api/dashboard/access-history?cursor=&limit= (query text). */
export class AccessHistoryRequestDto implements AccessHistoryRequest {
  @IsOptional()
  @IsString()
  @MaxLength(ACCESS_HISTORY_CURSOR_MAX_LENGTH)
  @Matches(CURSOR_PATTERN)
  cursor?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ACCESS_HISTORY_PAGE_MAX)
  limit?: number;
}

/** gateway → auth-svc: a page of the actor's own access history. */
export class AccessHistoryQueryDto implements AccessHistoryQuery {
  @ActorField()
  actor!: ActorDto;

  @IsOptional()
  @IsString()
  @MaxLength(ACCESS_HISTORY_CURSOR_MAX_LENGTH)
  @Matches(CURSOR_PATTERN)
  cursor?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ACCESS_HISTORY_PAGE_MAX)
  limit?: number;
}

export class AccessResourceDto {
  @IsIn(ACCESS_RESOURCE_KINDS)
  kind!: AccessResourceKind;

  @ValidateIf((_object, value) => value !== null)
  @IsUUID()
  id!: string | null;
}

export class ClientOriginDto implements ClientOrigin {
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(64)
  ip!: string | null;

  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(300)
  userAgent!: string | null;
}

/** `audit.access.recorded` as auth-svc checks it before storing it. */
export class AccessRecordedEventDto implements AccessRecordedEvent {
  @IsIn(RECORD_ACTIONS)
  action!: RecordAction;

  @ActorField()
  actor!: ActorDto;

  @IsArray()
  @ArrayMaxSize(ACCESS_EVENT_PATIENTS_MAX)
  @IsUUID('all', { each: true })
  patientIds!: string[];

  @Nested(() => AccessResourceDto)
  resource!: AccessResourceDto;

  @Nested(() => ClientOriginDto)
  client!: ClientOriginDto;

  @IsISO8601({ strict: true })
  at!: string;
}
