import { Body, Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { APP_PIPE, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { LoginRequestDto } from '../accounts/dto/login-request.dto';
import { SignupParamsDto } from '../accounts/dto/signup-params.dto';
import { PictureParamsDto } from '../profiles/dto/picture-params.dto';
import { BookAppointmentRequestDto, SaveProfileBodyDto } from '@vitalsync/contracts/server';
import { ApiExceptionFilter } from './api-exception.filter';
import { API_JSON_LIMITS, registerJsonBodyOnly } from './json-body';
import { INVALID_REQUEST_MESSAGE, httpValidationPipe } from './validation.pipe';

/** Echoes what reached it, so a test sees what the pipe let through. */
@Controller()
class EchoController {
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginRequestDto): unknown {
    return { type: body.constructor.name, body };
  }

  @Post('profile')
  @HttpCode(200)
  profile(@Body() body: SaveProfileBodyDto): unknown {
    return body;
  }

  @Post('book')
  @HttpCode(200)
  book(@Body() body: BookAppointmentRequestDto): unknown {
    return body;
  }

  @Get('signup/:role')
  signup(@Param() params: SignupParamsDto): unknown {
    return params;
  }

  @Get('picture/:file')
  picture(@Param() params: PictureParamsDto): unknown {
    return params;
  }
}

@Module({ controllers: [EchoController], providers: [{ provide: APP_PIPE, useFactory: httpValidationPipe }] })
class PipeTestModule {}

const REFUSED = { status: 'error', code: 'request.invalid', message: INVALID_REQUEST_MESSAGE };
const PICTURE = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11.png';

describe('httpValidationPipe', () => {
  let app: NestFastifyApplication;
  const post = (url: string, body: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, body });

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(PipeTestModule, new FastifyAdapter(), {
      logger: false,
      bodyParser: false,
    });
    registerJsonBodyOnly(app.getHttpAdapter().getInstance(), API_JSON_LIMITS);
    app.useGlobalFilters(new ApiExceptionFilter(false));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => app?.close());

  it('hands the handler an instance of its DTO class', async () => {
    const response = await post(
      '/login',
      JSON.stringify({ role: 'user', email: 'a@b.co', password: 'pw12' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'LoginRequestDto',
      body: { role: 'user', email: 'a@b.co', password: 'pw12' },
    });
  });

  it('leaves missing login fields to the field rules (their spec messages are a 422)', async () => {
    const response = await post('/login', JSON.stringify({ role: 'doctor' }));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'an unknown property',
      { role: 'user', email: 'a@b.co', password: 'pw12', admin: true },
      { admin: 'This field is not accepted.' },
    ],
    [
      'a number for the email',
      { role: 'user', email: 7, password: 'pw12' },
      { email: 'This field must be text.' },
    ],
    [
      'an object for the password',
      { role: 'user', email: 'a@b.co', password: { $ne: '' } },
      { password: 'This field must be text.' },
    ],
    [
      'a role that does not exist',
      { role: 'admin', email: 'a@b.co', password: 'pw12' },
      { role: 'This value is not one of those accepted.' },
    ],
    [
      'an email longer than any rule allows',
      { role: 'user', email: 'a'.repeat(1001), password: 'pw12' },
      { email: 'This text is too long.' },
    ],
  ])('refuses a login body with %s with a 400 naming the field', async (_case, body, errors) => {
    const response = await post('/login', JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...REFUSED, errors });
  });

  it.each([
    ['an array', [{ role: 'user' }]],
    ['a string', 'user'],
    ['null', null],
  ])('refuses a login body that is %s with a 400', async (_case, body) => {
    const response = await post('/login', JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(REFUSED);
  });

  it('lets partial profile sections through, numbers as text included, for the field rules to judge', async () => {
    const body = {
      role: 'user',
      personal_info: { fullName: '' },
      health_info: { weight: 'Infinity', height: 170 },
      profilePicture: null,
      _id: 'ignored',
    };
    const response = await post('/profile', JSON.stringify(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('accepts the profile as the read returned it, its read-only parts included', async () => {
    const body = {
      role: 'user',
      _id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
      profilePicture: PICTURE,
      personal_info: { fullName: 'Ada' },
      health_info: {
        weight: 68,
        medicalHistory: [{ condition: 'Asthma', status: 'ongoing' }],
        weightHistory: [{ weight: 68, month: '2026-03', date: '2026-03-01T00:00:00.000Z' }],
        heartRateHistory: [],
        heartRateLogs: [],
        ai_generated: null,
      },
    };
    const response = await post('/profile', JSON.stringify(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it.each([
    [
      'a section that is text',
      { role: 'user', personal_info: 'Ada' },
      { personal_info: 'This field must be an object.' },
    ],
    [
      'a field that is a number',
      { role: 'user', personal_info: { fullName: 7 } },
      { 'personal_info.fullName': 'This field must be text.' },
    ],
    [
      'a derived list that is no list',
      { role: 'user', health_info: { weightHistory: 'none' } },
      { 'health_info.weightHistory': 'This field must be a list.' },
    ],
    [
      'a derived list of no objects',
      { role: 'user', health_info: { heartRateLogs: [72] } },
      { 'health_info.heartRateLogs': 'This field must be an object.' },
    ],
    [
      'a derived field the read never returns',
      { role: 'user', health_info: { bmiHistory: [] } },
      { 'health_info.bmiHistory': 'This field is not accepted.' },
    ],
    ['an unknown section', { role: 'user', settings: {} }, { settings: 'This field is not accepted.' }],
    [
      'an unknown field',
      { role: 'doctor', optional: { biography: 'x', admin: true } },
      { 'optional.admin': 'This field is not accepted.' },
    ],
    [
      'a weight that is an object',
      { role: 'user', health_info: { weight: { value: 1 } } },
      { 'health_info.weight': 'This field must be a number.' },
    ],
    [
      'a weight that is true',
      { role: 'user', health_info: { weight: true } },
      { 'health_info.weight': 'This field must be a number.' },
    ],
    [
      'a text beyond any rule',
      { role: 'user', personal_info: { fullName: 'x'.repeat(10_001) } },
      { 'personal_info.fullName': 'This text is too long.' },
    ],
    ['an id that is no text', { role: 'user', _id: 7 }, { _id: 'This field must be text.' }],
    ['no role', { personal_info: { fullName: 'Ada' } }, { role: 'This value is not one of those accepted.' }],
  ])('refuses a profile body with %s with a 400 naming the field', async (_case, body, errors) => {
    const response = await post('/profile', JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...REFUSED, errors });
  });

  it('answers 404 for a path parameter that names nothing that can exist', async () => {
    expect((await app.inject({ url: '/signup/doctor' })).json()).toEqual({ role: 'doctor' });
    const role = await app.inject({ url: '/signup/admin' });
    expect(role.statusCode).toBe(404);
    expect(role.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'There is no such account type.',
    });

    expect((await app.inject({ url: `/picture/${PICTURE}` })).json()).toEqual({ file: PICTURE });
    const licence = await app.inject({ url: '/picture/licence-proof.pdf' });
    expect(licence.statusCode).toBe(404);
    expect(licence.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'There is no such picture.',
    });
  });

  it('answers the message a check asked for, and the plain refusal for any other broken check', async () => {
    const booking = {
      doctorId: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
      dateTime: '2099-03-02T10:00:00Z',
      type: 'chat',
    };
    expect((await post('/book', JSON.stringify(booking))).statusCode).toBe(200);
    for (const body of [{ ...booking, doctorId: undefined }, { ...booking, dateTime: '' }, {}]) {
      const response = await post('/book', JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'request.invalid',
        message: 'Please fill in all the fields.',
        errors: expect.any(Object),
      });
    }
    // The field is told the check's own message too, not a generic one.
    expect((await post('/book', JSON.stringify({ ...booking, doctorId: undefined }))).json()).toMatchObject({
      errors: { doctorId: 'Please fill in all the fields.' },
    });
    const wrongType = await post('/book', JSON.stringify({ ...booking, type: 'phone' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      ...REFUSED,
      errors: { type: 'This value is not one of those accepted.' },
    });
  });
});
