import { getMetadataStorage } from 'class-validator';

import { type DeployedApp, fromRoot } from './workspace';

export type ConfigClass = new () => object;

/**
 * The settings class of an app, read from apps/<app>/src/config/<app>.config.ts. It is loaded by path because
 * Nx's module boundaries let no project but the composition root import an app; the test only reads the
 * class.
 */
export const configClassOf = async (app: DeployedApp): Promise<ConfigClass> => {
  const path = fromRoot('apps', app, 'src', 'config', `${app}.config.ts`);
  const exports = (await import(path)) as Record<string, unknown>;
  const classes = Object.entries(exports).filter(
    ([name, value]) => name.endsWith('Config') && typeof value === 'function',
  );
  const [entry, ...others] = classes;
  if (!entry || others.length > 0) throw new Error(`${path} must export exactly one *Config class`);
  return entry[1] as ConfigClass;
};

const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * Every environment variable a loaded configuration declares: its own properties named like variables, and
 * those of the groups it is composed of (logging, bus, database, storage, ops…), found from class-validator's
 * metadata.
 */
export const declaredVariables = (config: object): string[] => {
  const storage = getMetadataStorage();
  const names = new Set<string>();
  const visit = (instance: object): void => {
    for (const { propertyName } of storage.getTargetValidationMetadatas(
      instance.constructor,
      '',
      true,
      false,
    )) {
      const value: unknown = (instance as Record<string, unknown>)[propertyName];
      if (ENV_NAME.test(propertyName)) names.add(propertyName);
      else if (typeof value === 'object' && value !== null && !Array.isArray(value)) visit(value);
    }
  };
  visit(config);
  return [...names].sort();
};
