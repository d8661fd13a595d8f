import { applyDecorators } from '@nestjs/common';
import { type Role, ROLES, type SaveProfileCommand, type SaveProfileRequest } from '@vitalsync/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

import { ActorDto, ActorField } from '../../actor/actor.dto';
import {
  AvailabilityDto,
  DoctorOptionalDto,
  EmergencyContactDto,
  HealthInfoDto,
  PersonalInfoDto,
  ProfessionalInfoDto,
} from './profile-sections.dto';

/** An optional section, validated field by field. */
const Section = (type: () => new () => object): PropertyDecorator =>
  applyDecorators(IsOptional(), IsObject(), ValidateNested(), Type(type));

/**
 * A profile save of either role (POST /api/dashboard/profile, then the bus). Sections of the other role pass the
 * type check and are then ignored: auth-svc reads only the fields of the role's PROFILE_RULES.
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

  /** Clients send back the profile they read: its picture and id are ignored (the actor is the key). */
  @IsOptional() @IsString() @MaxLength(200) profilePicture?: string | null;
  @IsOptional() @IsString() @MaxLength(200) _id?: string;
}

export class SaveProfileCommandDto implements Pick<SaveProfileCommand, 'actor'> {
  @ActorField()
  actor!: ActorDto;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => SaveProfileRequestDto)
  profile!: SaveProfileRequestDto;
}
