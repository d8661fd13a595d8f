import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { type FastifyRequest } from 'fastify';

import { type SessionClaims } from './session-token';

/** The caller of a guarded route; identity always comes from the session, never from the body. */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionClaims => {
    const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
    if (!actor) throw new UnauthorizedException(LOGIN_REQUIRED_MESSAGE);
    return actor;
  },
);
