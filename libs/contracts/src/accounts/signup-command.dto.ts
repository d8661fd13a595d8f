import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';

import { type Role, ROLES } from '../session/role';
import { IsStorageKey, IsTextRecord } from '../validation/value-validators';
import { type SignupCommand, type SignupFiles } from './account.types';

/** Longer than any rule allows, short enough that no payload makes the field rules work hard. */
const MAX_FIELD_LENGTH = 10_000;

export class SignupFilesDto implements SignupFiles {
  @IsOptional()
  @IsStorageKey()
  profilePicture?: string;

  @IsOptional()
  @IsStorageKey()
  licenseProof?: string;
}

/** The shape of a signup; SIGNUP_REQUEST_RULES then give each field its spec message (422). */
export class SignupCommandDto implements SignupCommand {
  @IsIn(ROLES)
  role!: Role;

  @IsTextRecord(MAX_FIELD_LENGTH)
  fields!: Record<string, string>;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => SignupFilesDto)
  files!: SignupFilesDto;
}
