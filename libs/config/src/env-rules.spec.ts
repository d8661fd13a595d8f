import 'reflect-metadata';

import {
  OneOf,
  OriginList,
  PortNumber,
  PositiveWholeNumber,
  Text,
  TrustedProxies,
  UrlListOf,
  UrlOf,
  type ProxyTrust,
} from './env-rules';
import { InvalidConfigError, loadConfig } from './load-config';

class Settings {
  @PositiveWholeNumber()
  readonly COUNT: number = 7;

  @PortNumber()
  readonly PORT: number = 3000;

  @UrlOf(['postgres'], { secret: true })
  readonly DB_URL?: string;

  @UrlOf(['http', 'https'])
  readonly ENDPOINT?: string;

  @UrlListOf(['nats'])
  readonly SERVERS?: string[];

  @OriginList()
  readonly ORIGINS: string[] = [];

  @OneOf(['info', 'debug'])
  readonly LEVEL: string = 'info';

  @Text({ minLength: 4, secret: true })
  readonly KEY?: string;

  @Text({ requiredWith: 'KEY' })
  readonly USER?: string;

  @TrustedProxies()
  readonly PROXIES: ProxyTrust = false;
}

const load = (env: Record<string, string>): Settings => loadConfig(Settings, env);

/** The problems loadConfig reports for the environment, or [] when it accepts it. */
const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    load(env);
    return [];
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
};

describe('PositiveWholeNumber', () => {
  it('reads digits as a number', () => {
    expect(load({ COUNT: '12' }).COUNT).toBe(12);
  });

  it.each(['0', '-1', '2.5', '1e3', 'abc', '0x10', '9007199254740993'])('refuses "%s"', (value) => {
    expect(problemsOf({ COUNT: value })).toEqual([`COUNT must be a positive whole number, got "${value}"`]);
  });
});

describe('PortNumber', () => {
  it.each([
    ['1', 1],
    ['65535', 65_535],
  ])('reads %s', (value, port) => {
    expect(load({ PORT: value }).PORT).toBe(port);
  });

  it.each(['0', '65536', 'http'])('refuses "%s"', (value) => {
    expect(problemsOf({ PORT: value })).toEqual([
      `PORT must be a port number from 1 to 65535, got "${value}"`,
    ]);
  });
});

describe('UrlOf', () => {
  it('keeps a URL of an accepted scheme as written', () => {
    expect(load({ ENDPOINT: 'http://minio:9000' }).ENDPOINT).toBe('http://minio:9000');
    expect(load({ DB_URL: 'postgres://u:p@db/vitalsync' }).DB_URL).toBe('postgres://u:p@db/vitalsync');
  });

  it.each(['minio:9000', 'ftp://minio', 'http//minio'])('refuses "%s"', (value) => {
    expect(problemsOf({ ENDPOINT: value })).toEqual([
      `ENDPOINT must be a URL starting with http:// or https://, got "${value}"`,
    ]);
  });

  it('never quotes a secret URL back, since it may carry a password', () => {
    expect(problemsOf({ DB_URL: 'mysql://admin:hunter2@db' })).toEqual([
      'DB_URL must be a URL starting with postgres://',
    ]);
  });
});

describe('UrlListOf', () => {
  it('reads one URL or several separated by commas', () => {
    expect(load({ SERVERS: 'nats://a:4222' }).SERVERS).toEqual(['nats://a:4222']);
    expect(load({ SERVERS: 'nats://a:4222, nats://b:4222,' }).SERVERS).toEqual([
      'nats://a:4222',
      'nats://b:4222',
    ]);
  });

  it.each(['nats://a:4222,b:4222', ',', 'http://a'])('refuses "%s"', (value) => {
    expect(problemsOf({ SERVERS: value })).toEqual([
      `SERVERS must be one or more comma-separated URLs starting with nats://, got "${value}"`,
    ]);
  });
});

describe('OriginList', () => {
  it('keeps each entry as the origin a browser sends', () => {
    expect(load({ ORIGINS: 'http://localhost:4200/, HTTPS://App.Example.com:443' }).ORIGINS).toEqual([
      'http://localhost:4200',
      'https://app.example.com',
    ]);
  });

  it.each(['localhost:4200', 'http://a.example, null'])('refuses "%s"', (value) => {
    expect(problemsOf({ ORIGINS: value })).toEqual([
      `ORIGINS must be comma-separated origins such as https://app.example.com, got "${value}"`,
    ]);
  });
});

describe('OneOf', () => {
  it('accepts a listed value and refuses any other, naming the choices', () => {
    expect(load({ LEVEL: 'debug' }).LEVEL).toBe('debug');
    expect(problemsOf({ LEVEL: 'verbose' })).toEqual(['LEVEL must be one of info, debug, got "verbose"']);
  });
});

describe('Text', () => {
  it('accepts text of the minimum length', () => {
    expect(load({ KEY: 'abcd', USER: 'ada' }).KEY).toBe('abcd');
  });

  it('refuses shorter text without quoting a secret', () => {
    expect(problemsOf({ KEY: 'abc', USER: 'ada' })).toEqual(['KEY must be at least 4 characters long']);
  });

  it('is required when the variable it goes with is set', () => {
    expect(problemsOf({ KEY: 'abcd' })).toEqual(['USER must be set when KEY is set']);
    expect(load({ KEY: 'abcd', USER: 'ada' }).USER).toBe('ada');
    expect(load({}).USER).toBeUndefined();
  });
});

describe('TrustedProxies', () => {
  it.each<[string, ProxyTrust]>([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,::1/128', ['loopback', '::1/128']],
  ])('reads "%s"', (value, trust) => {
    expect(load({ PROXIES: value }).PROXIES).toEqual(trust);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example', '1001'])('refuses "%s"', (value) => {
    expect(problemsOf({ PROXIES: value })).toEqual([
      `PROXIES must be true, false, a hop count or comma-separated addresses/CIDRs, got "${value}"`,
    ]);
  });
});
