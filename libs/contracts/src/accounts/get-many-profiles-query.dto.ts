import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsUUID } from 'class-validator';

import { PROFILES_BATCH_MAX } from '../appointments/appointment.limits';
import { type Role, ROLES } from '../session/role';
import { type GetManyProfilesQuery } from './account.types';

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
