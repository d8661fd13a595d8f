import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { type FastifyRequest } from 'fastify';

import { IS_PUBLIC } from '../http/public.decorator';
import { SESSION_COOKIE } from './session-cookie';
import { SessionReader } from './session-reader';

/** Global guard: every HTTP route needs a valid session unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionReader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const token = request.cookies[SESSION_COOKIE];
    if (isPublic) {
      // Public routes may still want to know the caller (logout), but never fail for lack of one.
      if (token) request.actor = (await this.sessions.read(token).catch(() => null)) ?? undefined;
      return true;
    }
    const actor = await this.sessions.read(token);
    if (!actor) throw new UnauthorizedException(LOGIN_REQUIRED_MESSAGE);
    request.actor = actor;
    return true;
  }
}
