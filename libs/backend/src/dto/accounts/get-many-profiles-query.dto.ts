import { type GetManyProfilesQuery, PROFILES_BATCH_MAX, type Role, ROLES } from '@vitalsync/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsUUID } from 'class-validator';

/** Internal (no actor): another service asks for the profiles behind the account ids it holds. */
export class GetManyProfilesQueryDto implements GetManyProfilesQuery {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PROFILES_BATCH_MAX)
  @IsUUID(undefined, { each: true })
  ids!: string[];

  @IsIn(ROLES)
  role!: Role;
}
