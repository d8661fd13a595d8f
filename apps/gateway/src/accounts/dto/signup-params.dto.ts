import { type Role, ROLES } from '@vitalsync/contracts';
import { IsIn } from 'class-validator';

import { notFound } from '../../http/validation.pipe';

export class SignupParamsDto {
  @IsIn(ROLES, { context: notFound('There is no such account type.') })
  role!: Role;
}
