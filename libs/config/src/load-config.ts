import { plainToInstance } from 'class-transformer';
import { type ValidationError, validateSync } from 'class-validator';

export type EnvRecord = Readonly<Record<string, string | undefined>>;

export type ConfigSchema<T extends object> = new () => T;

/** The configuration could not be read; the message names every bad variable and what it must be. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}.`);
    this.name = 'InvalidConfigError';
  }
}

/** Set variables only, trimmed; an empty value counts as unset, so it takes the default. */
const setVariables = (env: EnvRecord): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim() ?? ''] as const)
      .filter(([, value]) => value.length > 0),
  );

const messagesOf = (errors: readonly ValidationError[]): string[] =>
  errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);

const read = <T extends object>(
  schema: ConfigSchema<T>,
  env: EnvRecord,
): { config: T; problems: string[] } => {
  const config = plainToInstance(schema, setVariables(env));
  // whitelist drops every variable the schema does not declare (PATH, HOME…), so the result holds only settings.
  const problems = messagesOf(validateSync(config, { whitelist: true }));
  return { config, problems };
};

/**
 * The app's settings from an environment record: each variable of the schema converted to its type, defaults for
 * the unset ones. Throws one InvalidConfigError naming every variable that is not acceptable.
 */
export const loadConfig = <T extends object>(schema: ConfigSchema<T>, env: EnvRecord): T => {
  const { config, problems } = read(schema, env);
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return config;
};

/**
 * Several apps' settings from one environment (the embedded process hosts them all): every schema is read before
 * anything starts, and one error names the bad variables of all of them, each once.
 */
export const loadConfigs = <Schemas extends Record<string, ConfigSchema<object>>>(
  schemas: Schemas,
  env: EnvRecord,
): { [K in keyof Schemas]: InstanceType<Schemas[K]> } => {
  const results = Object.entries(schemas).map(([name, schema]) => [name, read(schema, env)] as const);
  const problems = [...new Set(results.flatMap(([, result]) => result.problems))];
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return Object.fromEntries(results.map(([name, result]) => [name, result.config])) as {
    [K in keyof Schemas]: InstanceType<Schemas[K]>;
  };
};

/**
 * For an entry point: the loaded configuration, or the process stops with the problem on stderr and exit code 1,
 * before anything listens or opens a database.
 */
export const configOrExit = <T>(load: () => T): T => {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
};
