import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

import { type Role, ROLES } from '../session/role';
import { ActorDto, ActorField } from '../validation/actor.dto';
import { ReadOnlyPart, withoutReadOnlyParts } from '../validation/read-only-part';
import { type SaveProfileCommand } from './account.types';
import {
  AvailabilityDto,
  DoctorOptionalDto,
  EmergencyContactDto,
  HealthInfoAsReadDto,
  HealthInfoDto,
  PersonalInfoDto,
  ProfessionalInfoDto,
} from './profile-sections.dto';
import { type SaveProfileBody, type SaveProfileRequest } from './profile.types';

/** An optional section, validated field by field. */
const Section = (type: () => new () => object): PropertyDecorator =>
  applyDecorators(IsOptional(), IsObject(), ValidateNested(), Type(type));

/**
 * A profile save of either role as auth-svc receives it: the editable sections only. Sections of the other role
 * pass the type check and are then ignored: auth-svc reads only the fields of the role's PROFILE_RULES.
 */
export class SaveProfileRequestDto implements Pick<SaveProfileRequest, 'role'> {
  @IsIn(ROLES)
  role!: Role;

  @Section(() => PersonalInfoDto) personal_info?: PersonalInfoDto;
  @Section(() => HealthInfoDto) health_info?: HealthInfoDto;
  @Section(() => EmergencyContactDto) emergency_contact?: EmergencyContactDto;
  @Section(() => ProfessionalInfoDto) professional_info?: ProfessionalInfoDto;
  @Section(() => AvailabilityDto) availability?: AvailabilityDto;
  @Section(() => DoctorOptionalDto) optional?: DoctorOptionalDto;
}

/**
 * POST /api/dashboard/profile: the spec's client posts back the whole profile it read, plus the role. The parts
 * only the server writes (id, picture, histories, AI output) are accepted and dropped (editableProfileOf).
 */
export class SaveProfileBodyDto
  extends SaveProfileRequestDto
  implements Pick<SaveProfileBody, '_id' | 'profilePicture'>
{
  @Section(() => HealthInfoAsReadDto) declare health_info?: HealthInfoAsReadDto;

  @ReadOnlyPart() @IsString() @MaxLength(200) _id?: string;
  @ReadOnlyPart() @IsString() @MaxLength(200) profilePicture?: string | null;
}

/** What of a save body auth-svc is sent: the sections as validated, without any read-only part. */
export const editableProfileOf = (body: SaveProfileBodyDto): SaveProfileRequest =>
  withoutReadOnlyParts(body) as SaveProfileRequest;

export class SaveProfileCommandDto implements Pick<SaveProfileCommand, 'actor'> {
  @ActorField()
  actor!: ActorDto;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => SaveProfileRequestDto)
  profile!: SaveProfileRequestDto;
}
