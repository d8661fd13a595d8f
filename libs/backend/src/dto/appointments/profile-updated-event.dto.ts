import {
  type DirectoryCard,
  type EditableHealthInfo,
  type ProfileUpdatedEvent,
  type Role,
  ROLES,
  TEXT_MAX_LENGTH,
} from '@vitalsync/contracts';
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
import { IsStorageKey, Nested } from '@vitalsync/contracts/server';

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
