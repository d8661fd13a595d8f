import { applyDecorators } from '@nestjs/common';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  type EditableHealthInfo,
  LONG_TEXT_MAX_LENGTH,
  MEASUREMENT_RANGES,
} from '@vitalsync/contracts';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

type Range = { min: number; max: number };

/** null is "not recorded": IsOptional lets it through, the other checks judge only numbers. */
const Measurement = ({ min, max }: Range): PropertyDecorator =>
  applyDecorators(IsOptional(), IsNumber({ allowNaN: false, allowInfinity: false }), Min(min), Max(max));

const Words = (): PropertyDecorator =>
  applyDecorators(IsOptional(), IsString(), MaxLength(LONG_TEXT_MAX_LENGTH));

/**
 * The health fields of profile.updated, checked by the one listener that reads them (the shared event DTO
 * leaves them to it). auth-svc validated them when they were saved; a value out of these ranges is a bug
 * upstream.
 */
export class EventHealthInfoDto implements Partial<EditableHealthInfo> {
  @Measurement(MEASUREMENT_RANGES.height)
  height?: number | null;

  @Measurement(MEASUREMENT_RANGES.weight)
  weight?: number | null;

  @Measurement(MEASUREMENT_RANGES.heartRate)
  heartRate?: number | null;

  @IsOptional()
  @IsIn(['', ...BLOOD_GROUPS])
  bloodGroup?: BloodGroup | '';

  @Words()
  knownAllergies?: string;

  @Words()
  existingMedicalConditions?: string;
}
