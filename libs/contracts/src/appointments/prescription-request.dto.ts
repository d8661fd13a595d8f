import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsObject, ValidateNested } from 'class-validator';

import { FreeText, NonBlankText } from '../validation/text-fields';
import {
  MEDICINE_FIELD_MAX_LENGTH,
  PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH,
  PRESCRIPTION_MAX_MEDICINES,
} from './appointment.limits';
import { type Medicine, type PrescriptionRequest } from './appointment.types';

export class MedicineDto implements Medicine {
  @NonBlankText(MEDICINE_FIELD_MAX_LENGTH)
  name!: string;

  @FreeText(MEDICINE_FIELD_MAX_LENGTH)
  dosage!: string;

  @FreeText(MEDICINE_FIELD_MAX_LENGTH)
  duration!: string;
}

/** PUT /api/dashboard/appointments/prescription?id= body. */
export class PrescriptionRequestDto implements PrescriptionRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PRESCRIPTION_MAX_MEDICINES)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => MedicineDto)
  medicines!: MedicineDto[];

  /** May be empty: the medicine rows can say it all. */
  @IsDefined()
  @FreeText(PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH)
  instructions!: string;
}
