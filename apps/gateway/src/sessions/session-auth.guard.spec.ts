import fastifyCookie from '@fastify/cookie';
import { Controller, Get, Module, Req, ServiceUnavailableException } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { type FastifyRequest } from 'fastify';

import { ApiExceptionFilter } from '../http/api-exception.filter';
import { Public } from '../http/public.decorator';
import { CurrentActor } from './current-actor.decorator';
import { SESSION_COOKIE } from './session-cookie';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionReader } from './session-reader';
import { SessionStrategy } from './session.strategy';
import { type SessionClaims } from './session-token';

const CLAIMS: SessionClaims = { sessionId: 's-1', id: 'acc-1', role: 'user', expiresAt: 2_000 };

@Controller()
class ProbeController {
  @Get('guarded')
  guarded(@CurrentActor() actor: SessionClaims): SessionClaims {
    return actor;
  }

  @Public()
  @Get('public')
  open(@Req() request: FastifyRequest): { actor: SessionClaims | null } {
    return { actor: request.actor ?? null };
  }
}

const reader = { read: jest.fn<Promise<SessionClaims | null>, [string | undefined]>() };

@Module({
  imports: [PassportModule],
  controllers: [ProbeController],
  providers: [
    SessionStrategy,
    SessionAuthGuard,
    { provide: SessionReader, useValue: reader },
    { provide: APP_GUARD, useExisting: SessionAuthGuard },
  ],
})
class GuardTestModule {}

describe('SessionAuthGuard with the session-cookie strategy', () => {
  let app: NestFastifyApplication;
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, cookies: token === undefined ? {} : { [SESSION_COOKIE]: token } });

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(GuardTestModule, new FastifyAdapter(), {
      logger: false,
    });
    await app.register(fastifyCookie);
    app.useGlobalFilters(new ApiExceptionFilter(false));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => app?.close());

  beforeEach(() => reader.read.mockReset());

  it('lets a valid session through and hands the handler its claims', async () => {
    reader.read.mockResolvedValue(CLAIMS);
    const response = await get('/guarded', 'token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CLAIMS);
    expect(reader.read).toHaveBeenCalledWith('token');
  });

  it.each([
    ['no cookie', undefined],
    ['a cookie the reader refuses (forged, expired or revoked)', 'bad'],
  ])('answers 401 with the login message for %s', async (_case, token) => {
    reader.read.mockResolvedValue(null);
    const response = await get('/guarded', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'session.required',
      message: LOGIN_REQUIRED_MESSAGE,
    });
  });

  it('answers 503 when the revocation list cannot be loaded, rather than trust the cookie', async () => {
    reader.read.mockRejectedValue(new ServiceUnavailableException('Sign-in is temporarily unavailable.'));
    const response = await get('/guarded', 'token');
    expect(response.statusCode).toBe(503);
  });

  it('tells a public route who calls when the cookie is valid', async () => {
    reader.read.mockResolvedValue(CLAIMS);
    const response = await get('/public', 'token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ actor: CLAIMS });
  });

  it.each([
    ['no session', async () => null],
    ['a revocation list it cannot load', async () => Promise.reject(new ServiceUnavailableException())],
  ])('never fails a public route for %s', async (_case, read) => {
    reader.read.mockImplementation(read);
    const response = await get('/public', 'token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ actor: null });
  });
});
