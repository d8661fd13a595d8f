import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import {
  EMERGENCY_NOTIFICATIONS_PAGE_MAX,
  EMERGENCY_NOTIFICATIONS_READ_MAX_IDS,
  type EmergencyNotificationsQuery,
  type EmergencyNotificationsRequest,
  type MarkEmergencyNotificationsReadCommand,
  type MarkEmergencyNotificationsReadRequest,
} from './emergency-notifications';

/** GET /api/dashboard/notifications/emergencies?limit=&before= (query text). */
export class EmergencyNotificationsRequestDto implements EmergencyNotificationsRequest {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(EMERGENCY_NOTIFICATIONS_PAGE_MAX)
  limit?: number;

  @IsOptional()
  @IsUUID()
  before?: string;
}

/** gateway → ai-svc: a page of the actor's own emergency notifications. */
export class EmergencyNotificationsQueryDto implements EmergencyNotificationsQuery {
  @ActorField()
  actor!: ActorDto;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(EMERGENCY_NOTIFICATIONS_PAGE_MAX)
  limit?: number;

  @IsOptional()
  @IsUUID()
  before?: string;
}

/** POST /api/dashboard/notifications/emergencies/read body: some notifications by id, or (no ids) all of them. */
export class MarkEmergencyNotificationsReadRequestDto implements MarkEmergencyNotificationsReadRequest {
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(EMERGENCY_NOTIFICATIONS_READ_MAX_IDS)
  @IsUUID('all', { each: true })
  ids?: string[];
}

export class MarkEmergencyNotificationsReadCommandDto
  extends MarkEmergencyNotificationsReadRequestDto
  implements MarkEmergencyNotificationsReadCommand
{
  @ActorField()
  actor!: ActorDto;
}
