import { BadRequestException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';

import { toApiError } from './api-error';

describe('toApiError', () => {
  it('keeps an HttpException status and its message', () => {
    const sut = toApiError(new NotFoundException('No such appointment.'));
    expect(sut).toEqual({
      statusCode: 404,
      body: { status: 'error', code: 'not_found', message: 'No such appointment.' },
      unexpected: false,
    });
  });

  it('joins class-validator style message lists into one sentence', () => {
    const sut = toApiError(new BadRequestException({ message: ['a is required.', 'b is required.'] }));
    expect(sut.body.message).toBe('a is required. b is required.');
  });

  it('passes validation errors keyed by group.field through', () => {
    const errors = { 'personal_info.email': 'Invalid Email Address' };
    const sut = toApiError(
      new UnprocessableEntityException({ message: 'Please correct the fields.', errors }),
    );
    expect(sut).toMatchObject({ statusCode: 422, body: { errors } });
  });

  it('maps a service RpcException payload to its status', () => {
    const sut = toApiError({ code: 'account.email_taken', message: 'That email is already registered.' });
    expect(sut.statusCode).toBe(409);
    expect(sut.body.message).toBe('That email is already registered.');
  });

  it('carries when a rate-limited caller may retry', () => {
    const sut = toApiError({
      code: 'account.login_locked',
      message: 'Too many failed attempts. Try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    expect(sut).toMatchObject({ statusCode: 429, retryAfterSeconds: 900 });
  });

  it('keeps 503 from an unavailable service readable', () => {
    const sut = toApiError({ code: 'unavailable', message: 'The service behind auth.login is unavailable.' });
    expect(sut).toMatchObject({ statusCode: 503, unexpected: false });
    expect(sut.body.message).toContain('unavailable');
  });

  it('hides the details of an unexpected error', () => {
    const sut = toApiError(new Error('relation "auth.accounts" does not exist'));
    expect(sut).toEqual({
      statusCode: 500,
      body: {
        status: 'error',
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      },
      unexpected: true,
    });
  });

  it('keeps Fastify client errors such as a too large body', () => {
    const error = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toApiError(error)).toMatchObject({
      statusCode: 413,
      body: { message: 'Request body is too large' },
    });
  });
});
