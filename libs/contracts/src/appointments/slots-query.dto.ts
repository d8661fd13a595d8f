import { IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy } from 'class-validator';
import { IANAZone } from 'luxon';

import { type SlotsQuery } from './appointment.types';

const IsTimeZone = (): PropertyDecorator =>
  ValidateBy({
    name: 'isTimeZone',
    validator: { validate: (value: unknown) => typeof value === 'string' && IANAZone.isValidZone(value) },
  });

/** GET /api/dashboard/appointments/slots?doctorId=&date=&timeZone= */
export class SlotsQueryDto implements SlotsQuery {
  @IsUUID()
  doctorId!: string;

  /** A real calendar day, YYYY-MM-DD. */
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  @IsISO8601({ strict: true })
  date!: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  @IsTimeZone()
  timeZone?: string;
}
