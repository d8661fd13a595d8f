import { applyDecorators } from '@nestjs/common';
import {
  type Availability,
  type DoctorOptional,
  type EditableHealthInfo,
  type EmergencyContact,
  type PersonalInfo,
  type ProfessionalInfo,
} from '@vitalsync/contracts';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

// A profile save may send any part of a section: what it leaves out keeps its stored value, and auth-svc checks
// the merged result against PROFILE_RULES with the spec's messages. Here only types and sizes are checked.

/** Longer than any rule allows, short enough that no body makes the field rules work hard. */
const MAX_TEXT_LENGTH = 10_000;

type Sent<T> = { [Field in keyof T]?: unknown };

const Text = (): PropertyDecorator => applyDecorators(IsOptional(), IsString(), MaxLength(MAX_TEXT_LENGTH));

/** A number, or text the field's rule reads as one ("Infinity" stands for a JSON number beyond a double). */
const NumberOrText = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'isNumberOrText',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' || (typeof value === 'string' && value.length <= MAX_TEXT_LENGTH),
      },
    }),
  );

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

export class AvailabilityDto implements Sent<Availability> {
  @Text() availabilitySchedule?: string;
}

export class DoctorOptionalDto implements Sent<DoctorOptional> {
  @Text() biography?: string;
}
