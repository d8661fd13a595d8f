import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';

/** A required object property validated all the way down as `type`. */
export const Nested = (type: () => new () => object): PropertyDecorator =>
  applyDecorators(IsDefined(), IsObject(), ValidateNested(), Type(type));
