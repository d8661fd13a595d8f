import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

import { type WeeklyHours, type WorkingHours } from '../appointments/weekly-hours';
import { ReadOnlyPart } from '../validation/read-only-part';
import { IsNumberOrText } from '../validation/value-validators';
import {
  type Availability,
  type DoctorOptional,
  type EditableHealthInfo,
  type EmergencyContact,
  type HealthInfo,
  type PersonalInfo,
  type ProfessionalInfo,
} from './profile.types';

// A profile save may send any part of a section: what it leaves out keeps its stored value, and PROFILE_RULES
// check the merged result with the spec's messages. Here only types and sizes are checked, at the gateway and
// again at auth-svc.

/** Longer than any rule allows, short enough that no body makes the field rules work hard. */
export const MAX_PROFILE_TEXT_LENGTH = 10_000;

type Sent<T> = { [Field in keyof T]?: unknown };

const Text = (): PropertyDecorator =>
  applyDecorators(IsOptional(), IsString(), MaxLength(MAX_PROFILE_TEXT_LENGTH));

const NumberOrText = (): PropertyDecorator =>
  applyDecorators(IsOptional(), IsNumberOrText({}, MAX_PROFILE_TEXT_LENGTH));

export class PersonalInfoDto implements Sent<PersonalInfo> {
  @Text() fullName?: string;
  @Text() email?: string;
  @Text() phoneNumber?: string;
  @Text() dateOfBirth?: string;
  @Text() gender?: string;
}

export class HealthInfoDto implements Sent<EditableHealthInfo> {
  @NumberOrText() height?: number | string;
  @NumberOrText() weight?: number | string;
  @NumberOrText() heartRate?: number | string;
  @Text() bloodGroup?: string;
  @Text() knownAllergies?: string;
  @Text() existingMedicalConditions?: string;
}

/** A derived list, sent back as read: each entry must be an object, and the whole is ignored. */
const ReadOnlyList = (): PropertyDecorator =>
  applyDecorators(ReadOnlyPart(), IsArray(), IsObject({ each: true }));

/** Health info as the profile read returns it: its histories and AI output come back too, and are dropped. */
export class HealthInfoAsReadDto extends HealthInfoDto implements Sent<HealthInfo> {
  @ReadOnlyList() medicalHistory?: object[];
  @ReadOnlyList() weightHistory?: object[];
  @ReadOnlyList() heartRateHistory?: object[];
  @ReadOnlyList() heartRateLogs?: object[];
  @ReadOnlyPart() @IsObject() ai_generated?: object | null;
}

export class EmergencyContactDto implements Sent<EmergencyContact> {
  @Text() emergencyContactName?: string;
  @Text() emergencyContactRelationship?: string;
  @Text() emergencyContactPhone?: string;
}

export class ProfessionalInfoDto implements Sent<ProfessionalInfo> {
  @Text() medicalRegistrationNumber?: string;
  @Text() speciality?: string;
  @NumberOrText() yearsOfExperience?: number | string;
  @Text() associatedHospital?: string;
  @Text() qualifications?: string;
}

/** More entries than the rules allow, so the rule's message answers; few enough that checking them is cheap. */
const MAX_WEEKLY_HOURS_SENT = 1_000;

export class WorkingHoursDto implements Sent<WorkingHours> {
  /** Any number: the rule says which days exist. */
  @IsNumber({ allowNaN: false, allowInfinity: false }) day!: number;
  @IsString() @MaxLength(MAX_PROFILE_TEXT_LENGTH) from!: string;
  @IsString() @MaxLength(MAX_PROFILE_TEXT_LENGTH) to!: string;
}

export class WeeklyHoursDto implements Sent<WeeklyHours> {
  @IsString() @MaxLength(MAX_PROFILE_TEXT_LENGTH) timeZone!: string;

  @IsArray()
  @ArrayMaxSize(MAX_WEEKLY_HOURS_SENT)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => WorkingHoursDto)
  hours!: WorkingHoursDto[];
}

export class AvailabilityDto implements Sent<Availability> {
  @Text() availabilitySchedule?: string;

  /** Sent whole, replacing the stored hours; left out, the stored hours stay; null clears them. */
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => WeeklyHoursDto)
  weeklyHours?: WeeklyHoursDto | null;
}

export class DoctorOptionalDto implements Sent<DoctorOptional> {
  @Text() biography?: string;
}
