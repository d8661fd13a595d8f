import 'reflect-metadata';

import { ConfigPart } from './config-part';
import { PositiveWholeNumber, Text, UrlOf } from './env-rules';
import { configOrExit, InvalidConfigError, loadConfig, loadConfigs } from './load-config';

class LimitsConfig {
  @PositiveWholeNumber()
  readonly LIMIT: number = 10;
}

class FirstAppConfig {
  @ConfigPart(LimitsConfig)
  readonly limits!: LimitsConfig;

  @Text({ minLength: 8, secret: true })
  readonly SECRET?: string;

  @PositiveWholeNumber()
  readonly FIRST_TIMEOUT: number = 100;
}

class SecondAppConfig {
  @ConfigPart(LimitsConfig)
  readonly limits!: LimitsConfig;

  @UrlOf(['https'])
  readonly SECOND_URL?: string;
}

const problemsOf = (load: () => unknown): readonly string[] => {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
};

describe('loadConfig', () => {
  it('gives the defaults when nothing is set, and an empty or blank value counts as unset', () => {
    for (const env of [{}, { FIRST_TIMEOUT: '', LIMIT: '  ', SECRET: '' }]) {
      const config = loadConfig(FirstAppConfig, env);
      expect(config).toBeInstanceOf(FirstAppConfig);
      expect(config).toEqual({ limits: { LIMIT: 10 }, SECRET: undefined, FIRST_TIMEOUT: 100 });
    }
  });

  it('converts set values, trimmed, into their types and keeps nothing it does not declare', () => {
    const config = loadConfig(FirstAppConfig, {
      FIRST_TIMEOUT: ' 250 ',
      LIMIT: '3',
      SECRET: 'long enough',
      PATH: '/usr/bin',
    });
    expect(config).toEqual({ limits: { LIMIT: 3 }, SECRET: 'long enough', FIRST_TIMEOUT: 250 });
    expect(config.limits).toBeInstanceOf(LimitsConfig);
    expect(config).not.toHaveProperty('PATH');
    expect(config.limits).not.toHaveProperty('PATH');
  });

  it('names every bad variable, in a part too, and what it must be', () => {
    const error = (() => {
      try {
        loadConfig(FirstAppConfig, { FIRST_TIMEOUT: 'abc', LIMIT: '-1' });
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect((error as InvalidConfigError).problems).toEqual([
      'LIMIT must be a positive whole number, got "-1"',
      'FIRST_TIMEOUT must be a positive whole number, got "abc"',
    ]);
    expect((error as Error).message).toBe(
      'Invalid configuration: LIMIT must be a positive whole number, got "-1"; ' +
        'FIRST_TIMEOUT must be a positive whole number, got "abc".',
    );
  });

  it('never quotes the value of a secret', () => {
    const problems = problemsOf(() => loadConfig(FirstAppConfig, { SECRET: 'hunter2' }));
    expect(problems).toEqual(['SECRET must be at least 8 characters long']);
    expect(problems.join()).not.toContain('hunter2');
  });
});

describe('loadConfigs', () => {
  it('reads every schema from one environment', () => {
    const configs = loadConfigs(
      { first: FirstAppConfig, second: SecondAppConfig },
      { LIMIT: '4', SECOND_URL: 'https://example.com' },
    );
    expect(configs.first).toBeInstanceOf(FirstAppConfig);
    expect(configs.first.limits.LIMIT).toBe(4);
    expect(configs.second.SECOND_URL).toBe('https://example.com');
  });

  it('reports the problems of every schema at once, a variable both read only once', () => {
    expect(
      problemsOf(() =>
        loadConfigs(
          { first: FirstAppConfig, second: SecondAppConfig },
          { LIMIT: 'many', FIRST_TIMEOUT: '0', SECOND_URL: 'http://example.com' },
        ),
      ),
    ).toEqual([
      'LIMIT must be a positive whole number, got "many"',
      'FIRST_TIMEOUT must be a positive whole number, got "0"',
      'SECOND_URL must be a URL starting with https://, got "http://example.com"',
    ]);
  });
});

describe('configOrExit', () => {
  let exit: jest.SpyInstance;
  let write: jest.SpyInstance;

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });

  afterEach(() => {
    exit.mockRestore();
    write.mockRestore();
  });

  it('gives the loaded configuration', () => {
    expect(configOrExit(() => loadConfig(FirstAppConfig, {})).FIRST_TIMEOUT).toBe(100);
    expect(exit).not.toHaveBeenCalled();
  });

  it('stops the process with code 1 and one stderr line naming the variable', () => {
    expect(() => configOrExit(() => loadConfig(FirstAppConfig, { FIRST_TIMEOUT: 'abc' }))).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(
      'Invalid configuration: FIRST_TIMEOUT must be a positive whole number, got "abc".\n',
    );
  });

  it('lets any other error through', () => {
    expect(() =>
      configOrExit(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
    expect(exit).not.toHaveBeenCalled();
  });
});
