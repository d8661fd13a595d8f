import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { type Role, ROLES } from '../session/role';
import { type LoginCommand } from './account.types';

/** Email and password are checked by LOGIN_RULES for the spec's messages; here only that they are text. */
export class LoginCommandDto implements LoginCommand {
  @IsIn(ROLES)
  role!: Role;

  @IsString()
  @MaxLength(10_000)
  email!: string;

  @IsString()
  @MaxLength(10_000)
  password!: string;

  /** The caller's address, for the per-address limit. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  ip!: string;
}
