import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { BUS_CLIENT, requestReply } from '@vitalsync/bus';
import {
  ACCOUNT_SUBJECTS,
  INVALID_FIELDS_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  LOGIN_RULES,
  type LoginCommand,
  type LoginResponse,
  type LogoutCommand,
  type SessionGrant,
  type SignupCommand,
  type SignupResponse,
  type StatusMessageResponse,
  isRole,
  isRpcErrorPayload,
  validateFields,
} from '@vitalsync/contracts';
import { STORAGE, type StoragePort } from '@vitalsync/storage';
import { type FastifyReply, type FastifyRequest } from 'fastify';

import { Public } from '../http/public.decorator';
import { RevokedSessions } from '../session/revoked-sessions';
import { clearSessionCookie, setSessionCookie } from '../session/session-cookie';
import { SESSION_SECRET } from '../session/session.constants';
import { actorOf, signSessionToken } from '../session/session-token';
import { type FormPart, parseSignupForm } from './signup-form';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    @Inject(STORAGE) private readonly storage: StoragePort,
    @Inject(SESSION_SECRET) private readonly secret: string,
    private readonly revoked: RevokedSessions,
  ) {}

  @Public()
  @Post('authenticate/signup/:role')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async signup(@Param('role') role: string, @Req() request: FastifyRequest): Promise<SignupResponse> {
    if (!isRole(role)) throw new NotFoundException('There is no such account type.');
    if (!request.isMultipart())
      throw new BadRequestException('Send the registration form as multipart/form-data.');
    const parsed = await parseSignupForm(role, request.parts() as AsyncIterable<FormPart>, this.storage);
    const discardFiles = () =>
      Promise.all(parsed.storedKeys.map((key) => this.storage.delete(key).catch(() => undefined)));
    if (Object.keys(parsed.errors).length > 0) {
      await discardFiles();
      throw new UnprocessableEntityException({ message: INVALID_FIELDS_MESSAGE, errors: parsed.errors });
    }
    try {
      await requestReply<{ accountId: string }, SignupCommand>(this.bus, ACCOUNT_SUBJECTS.signup, {
        role,
        fields: parsed.fields,
        files: parsed.files,
      });
    } catch (error) {
      await discardFiles();
      throw error;
    }
    return { status: 'success', message: SIGNUP_SUCCESS_MESSAGE };
  }

  @Public()
  @Post('authenticate/login')
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { role, email, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const errors = validateFields(LOGIN_RULES, { email, password });
    if (!isRole(role)) errors['role'] = 'Choose Doctor or User.';
    if (Object.keys(errors).length > 0 || !isRole(role)) {
      throw new UnprocessableEntityException({ message: INVALID_FIELDS_MESSAGE, errors });
    }
    const grant = await requestReply<SessionGrant, LoginCommand>(this.bus, ACCOUNT_SUBJECTS.login, {
      role,
      email: String(email),
      password: String(password),
      ip: request.ip,
    });
    const token = signSessionToken(
      { sessionId: grant.sessionId, ...grant.account, expiresAt: grant.expiresAt },
      this.secret,
    );
    setSessionCookie(request, reply, token, grant.expiresAt);
    return {
      status: 'success',
      profile: grant.profile,
      role: grant.account.role,
      message: 'Logged in successfully.',
    };
  }

  /** Public so that a stale or revoked cookie can still be cleared. */
  @Public()
  @Get('dashboard/logout')
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StatusMessageResponse> {
    const actor = request.actor;
    clearSessionCookie(request, reply);
    if (actor) {
      // Locally at once: the event reaches this replica too, but the next request may come first.
      this.revoked.add(actor.sessionId, actor.expiresAt);
      try {
        await requestReply<unknown, LogoutCommand>(this.bus, ACCOUNT_SUBJECTS.logout, {
          sessionId: actor.sessionId,
          actor: actorOf(actor),
        });
      } catch (error) {
        // A session auth-svc no longer knows is as good as logged out; anything else must be retried.
        if (!isRpcErrorPayload(error) || error.status !== 404) throw error;
      }
    }
    return { status: 'success', message: LOGOUT_SUCCESS_MESSAGE };
  }
}
