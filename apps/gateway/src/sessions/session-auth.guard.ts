import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';

import { IS_PUBLIC } from '../http/public.decorator';
import { SESSION_STRATEGY } from './session.constants';
import { type SessionClaims } from './session-token';

/**
 * Global guard: every HTTP route needs a valid session unless it is marked @Public(). Public routes still learn
 * the caller from a valid cookie (logout), but never fail for lack of one.
 */
@Injectable()
export class SessionAuthGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext): Promise<boolean> | boolean {
    if (context.getType() !== 'http') return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  /** The caller lands on `request.actor`, no server-side login session. */
  override getAuthenticateOptions(): IAuthModuleOptions {
    return { property: 'actor', session: false };
  }

  override handleRequest<Claims = SessionClaims>(
    error: unknown,
    claims: Claims | false | null,
    _info: unknown,
    context: ExecutionContext,
  ): Claims | undefined {
    if (this.isPublic(context)) return claims || undefined;
    if (error) throw error;
    if (!claims) throw new UnauthorizedException(LOGIN_REQUIRED_MESSAGE);
    return claims;
  }

  private isPublic(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
        context.getHandler(),
        context.getClass(),
      ]) === true
    );
  }
}
