import { cleanEnv } from './node-process';

describe('cleanEnv', () => {
  it('drops the variables that would switch a child to the other run mode', () => {
    process.env['NATS_URL'] = 'nats://x';
    process.env['AUTH_DATABASE_URL'] = 'postgres://x';
    const sut = cleanEnv({ PORT: '1' });
    expect(sut['NATS_URL']).toBeUndefined();
    expect(sut['AUTH_DATABASE_URL']).toBeUndefined();
    expect(sut['PORT']).toBe('1');
    delete process.env['NATS_URL'];
    delete process.env['AUTH_DATABASE_URL'];
  });
});
