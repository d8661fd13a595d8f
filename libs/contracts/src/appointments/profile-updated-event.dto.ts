import {
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

import { type DirectoryCard, type ProfileUpdatedEvent } from '../accounts/account.events';
import { TEXT_MAX_LENGTH } from '../accounts/account.limits';
import { type EditableHealthInfo } from '../accounts/profile.types';
import { type Role, ROLES } from '../session/role';
import { Nested } from '../validation/nested';
import { IsStorageKey } from '../validation/value-validators';

export class DirectoryCardDto implements DirectoryCard {
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  fullName!: string;

  /** A stored picture's key, or null for the default picture. */
  @ValidateIf((_card, value) => value !== null)
  @IsStorageKey()
  profilePicture!: string | null;
}

/**
 * profile.updated as a listener checks it: the card is validated, since it is stored and shown; health_info is
 * declared but left to the listeners that read it (its fields are auth-svc's profile rules' business).
 */
export class ProfileUpdatedEventDto implements ProfileUpdatedEvent {
  @IsUUID()
  accountId!: string;

  @IsIn(ROLES)
  role!: Role;

  @Nested(() => DirectoryCardDto)
  card!: DirectoryCardDto;

  @IsOptional()
  @IsObject()
  health_info?: Partial<EditableHealthInfo>;

  @IsInt()
  @Min(1)
  version!: number;

  @IsISO8601({ strict: true })
  at!: string;
}
