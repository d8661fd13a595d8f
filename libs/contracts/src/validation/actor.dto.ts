import { applyDecorators } from '@nestjs/common';
import { type Actor, type Role, ROLES } from '../session/role';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsUUID, ValidateNested } from 'class-validator';

/** The caller the gateway took from the session; account ids are database uuids. */
export class ActorDto implements Actor {
  @IsUUID()
  id!: string;

  @IsIn(ROLES)
  role!: Role;
}

/** The `actor` property of a payload: required, an object, and a valid ActorDto all the way down. */
export const ActorField = (): PropertyDecorator =>
  applyDecorators(
    IsDefined(),
    IsObject(),
    ValidateNested(),
    Type(() => ActorDto),
  );
