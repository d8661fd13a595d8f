import { Expose, plainToInstance, Transform } from 'class-transformer';
import { ValidateNested } from 'class-validator';

import { type ConfigSchema, type EnvRecord } from './load-config';

/**
 * Declares a group of settings with a class of its own (logging, bus, database, storage) on an app's configuration
 * class. The group reads the same environment as the app, so each app composes the groups it uses and a variable
 * is declared in one class only; its problems are reported with the app's, each naming its variable.
 */
export const ConfigPart =
  <T extends object>(part: ConfigSchema<T>): PropertyDecorator =>
  (target, property) => {
    // No variable is named after the group: class-transformer converts only the keys it finds or is told about.
    Expose()(target, property);
    Transform(({ obj }: { obj: EnvRecord }) => plainToInstance(part, obj), { toClassOnly: true })(
      target,
      property,
    );
    ValidateNested()(target, property as string);
  };
