import { applyDecorators } from '@nestjs/common';
import { type Role, ROLES, type SaveProfileRequest } from '@vitalsync/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

import {
  AvailabilityDto,
  DoctorOptionalDto,
  EmergencyContactDto,
  HealthInfoDto,
  PersonalInfoDto,
  ProfessionalInfoDto,
} from './profile-sections.dto';

/** An optional section, checked field by field. */
const Section = (type: () => new () => object): PropertyDecorator =>
  applyDecorators(IsOptional(), IsObject(), ValidateNested(), Type(type));

/**
 * POST /api/dashboard/profile of either role (SaveProfileRequest). Sections of the other role pass the type check
 * and are then ignored by auth-svc, which reads only the fields of the role's PROFILE_RULES.
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

  /** Clients send back the profile they read: its picture and id are ignored (the session names the account). */
  @IsOptional() @IsString() @MaxLength(200) profilePicture?: string | null;
  @IsOptional() @IsString() @MaxLength(200) _id?: string;
}
