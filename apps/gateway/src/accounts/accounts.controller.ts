import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  ACCOUNT_SUBJECTS,
  INVALID_FIELDS_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  LOGIN_RULES,
  type LoginResponse,
  type SignupResponse,
  type StatusMessageResponse,
  isRpcErrorPayload,
  validateFields,
} from '@vitalsync/contracts';
import { STORAGE, type StoragePort } from '@vitalsync/storage';
import { type FastifyReply, type FastifyRequest } from 'fastify';

import { Public } from '../http/public.decorator';
import { ApiMultipartForm, ApiSuccess } from '../openapi/api-docs.decorators';
import { RevokedSessions } from '../sessions/revoked-sessions';
import { clearSessionCookie, setSessionCookie } from '../sessions/session-cookie';
import { SESSION_SECRET } from '../sessions/session.constants';
import { actorOf, signSessionToken } from '../sessions/session-token';
import { LoginRequestDto } from './dto/login-request.dto';
import { SignupParamsDto } from './dto/signup-params.dto';
import { type FormPart, parseSignupForm } from './signup-form';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
    @Inject(SESSION_SECRET) private readonly secret: string,
    private readonly revoked: RevokedSessions,
  ) {}

  @Public()
  @Post('authenticate/signup/:role')
  @HttpCode(201)
  @ApiMultipartForm('SignupForm')
  @ApiSuccess('SignupResponse', 'Create an account of a role (multipart form)', { errors: [404, 409, 422] })
  async signup(@Param() { role }: SignupParamsDto, @Req() request: FastifyRequest): Promise<SignupResponse> {
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
      await this.bus.request(ACCOUNT_SUBJECTS.signup, {
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
  @ApiSuccess('LoginResponse', 'Sign in and receive the session cookie', {
    description: 'Signed in: the session cookie is set.',
    errors: [401, 422],
  })
  async login(
    @Body() { role, email, password }: LoginRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const errors = validateFields(LOGIN_RULES, { email, password });
    if (Object.keys(errors).length > 0 || email === undefined || password === undefined) {
      throw new UnprocessableEntityException({ message: INVALID_FIELDS_MESSAGE, errors });
    }
    const grant = await this.bus.request(ACCOUNT_SUBJECTS.login, {
      role,
      email,
      password,
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
  @ApiSuccess('StatusMessageResponse', 'Sign out and clear the session cookie', {
    description: 'Signed out: the session cookie is cleared.',
  })
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
        await this.bus.request(ACCOUNT_SUBJECTS.logout, {
          sessionId: actor.sessionId,
          actor: actorOf(actor),
        });
      } catch (error) {
        // A session auth-svc no longer knows is as good as logged out; anything else must be retried.
        if (!isRpcErrorPayload(error) || error.code !== 'session.not_found') throw error;
      }
    }
    return { status: 'success', message: LOGOUT_SUCCESS_MESSAGE };
  }
}
