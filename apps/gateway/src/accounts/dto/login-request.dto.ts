import { type LoginRequest, type Role, ROLES } from '@vitalsync/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Longer than any rule allows, short enough that no body makes the field rules work hard. */
const MAX_TEXT_LENGTH = 1000;

/** Email and password may be missing or wrong here: LOGIN_RULES then answer with the spec's field messages. */
export class LoginRequestDto implements Partial<LoginRequest> {
  @IsIn(ROLES)
  role!: Role;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  password?: string;
}
