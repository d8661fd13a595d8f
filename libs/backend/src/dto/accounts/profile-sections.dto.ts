import {
  type Availability,
  type DoctorOptional,
  type EditableHealthInfo,
  type EmergencyContact,
  type PersonalInfo,
  type ProfessionalInfo,
} from '@vitalsync/contracts';
import { IsOptional, IsString } from 'class-validator';

import { IsNumberOrText } from '../../validation/value-validators';

// A profile save may send any part of a section: what it leaves out keeps its stored value, and PROFILE_RULES
// check the merged result with the spec's messages. Here only the types are checked.

type Sent<T> = { [Field in keyof T]?: unknown };

export class PersonalInfoDto implements Sent<PersonalInfo> {
  @IsOptional() @IsString() fullName?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() phoneNumber?: string;
  @IsOptional() @IsString() dateOfBirth?: string;
  @IsOptional() @IsString() gender?: string;
}

export class HealthInfoDto implements Sent<EditableHealthInfo> {
  @IsOptional() @IsNumberOrText() height?: number | string;
  @IsOptional() @IsNumberOrText() weight?: number | string;
  @IsOptional() @IsNumberOrText() heartRate?: number | string;
  @IsOptional() @IsString() bloodGroup?: string;
  @IsOptional() @IsString() knownAllergies?: string;
  @IsOptional() @IsString() existingMedicalConditions?: string;
}

export class EmergencyContactDto implements Sent<EmergencyContact> {
  @IsOptional() @IsString() emergencyContactName?: string;
  @IsOptional() @IsString() emergencyContactRelationship?: string;
  @IsOptional() @IsString() emergencyContactPhone?: string;
}

export class ProfessionalInfoDto implements Sent<ProfessionalInfo> {
  @IsOptional() @IsString() medicalRegistrationNumber?: string;
  @IsOptional() @IsString() speciality?: string;
  @IsOptional() @IsNumberOrText() yearsOfExperience?: number | string;
  @IsOptional() @IsString() associatedHospital?: string;
  @IsOptional() @IsString() qualifications?: string;
}

export class AvailabilityDto implements Sent<Availability> {
  @IsOptional() @IsString() availabilitySchedule?: string;
}

export class DoctorOptionalDto implements Sent<DoctorOptional> {
  @IsOptional() @IsString() biography?: string;
}
