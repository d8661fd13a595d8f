import { HttpException, Logger } from '@nestjs/common';
import { AI_MESSAGES, ASSISTANT_TEXTS, type AssistantReply } from '@vitalsync/contracts';
import { busRequestFake, newTestService } from '@vitalsync/testing';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { toApiError } from '../http/api-error';
import { DOCTOR_CLAIMS, PATIENT_CLAIMS, PATIENT_ID } from './ai-test-data';
import { ASSISTANT_REPLY_TIMEOUT_MS, AssistantController } from './assistant.controller';
import { type AssistantLimiter } from './assistant-limiter';

const REPLY: AssistantReply = {
  message: 'Your BMI is 22.9 (Healthy Weight).',
  source: 'built-in',
  emergency: false,
};

const QUESTION = { messages: [{ role: 'user' as const, text: 'What is my BMI?' }] };

const setup = (
  options: { reply?: () => Promise<unknown>; limiter?: AssistantLimiter } = {},
): { sut: AssistantController; request: jest.Mock; consume: jest.Mock } => {
  const request = busRequestFake(options.reply ?? (async () => REPLY));
  const limiter = options.limiter ?? new RateLimiterMemory({ points: 2, duration: 60 });
  const consume = jest.fn((key: string) => limiter.consume(key));
  return {
    sut: newTestService(AssistantController, [{ request }, { consume }]).sut,
    request,
    consume,
  };
};

/** What the client receives for what `ask` rejected with, as the exception filter answers it. */
const answered = (sut: AssistantController, ...args: Parameters<AssistantController['ask']>) =>
  sut.ask(...args).then(
    (reply) => {
      throw new Error(`Expected a refusal, got ${JSON.stringify(reply)}`);
    },
    (error: unknown) => toApiError(error),
  );

describe('AssistantController', () => {
  it('asks ai-svc with the session actor and a copy of the turns, and answers its reply with success', async () => {
    const { sut, request } = setup();
    const turns = { messages: [{ role: 'user' as const, text: 'Hi', stray: 'x' }] };

    await expect(sut.ask(PATIENT_CLAIMS, turns)).resolves.toStrictEqual({ status: 'success', ...REPLY });

    expect(request).toHaveBeenCalledWith(
      'ai.assistant',
      { actor: { id: PATIENT_ID, role: 'user' }, messages: [{ role: 'user', text: 'Hi' }] },
      { timeoutMs: ASSISTANT_REPLY_TIMEOUT_MS },
    );
  });

  it('returns only the contract fields of the reply', async () => {
    const { sut } = setup({ reply: async () => ({ ...REPLY, prompt: 'internal', model: 'gemini' }) });

    await expect(sut.ask(PATIENT_CLAIMS, QUESTION)).resolves.toStrictEqual({ status: 'success', ...REPLY });
  });

  it('refuses a doctor with 403 before spending a point or asking ai-svc', async () => {
    const { sut, request, consume } = setup();

    const refusal = await answered(sut, DOCTOR_CLAIMS, QUESTION);

    expect(refusal).toMatchObject({
      statusCode: 403,
      body: { status: 'error', message: AI_MESSAGES.patientsOnly },
    });
    expect(consume).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a question over the account’s budget with 429 and Retry-After, without asking ai-svc', async () => {
    const { sut, request } = setup();
    await sut.ask(PATIENT_CLAIMS, QUESTION);
    await sut.ask(PATIENT_CLAIMS, QUESTION);

    const refusal = await answered(sut, PATIENT_CLAIMS, QUESTION);

    expect(refusal).toMatchObject({
      statusCode: 429,
      body: { status: 'error', message: AI_MESSAGES.rateLimited },
      retryAfterSeconds: expect.any(Number),
    });
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps one budget per account', async () => {
    const { sut } = setup();
    await sut.ask(PATIENT_CLAIMS, QUESTION);
    await sut.ask(PATIENT_CLAIMS, QUESTION);

    await expect(sut.ask({ ...PATIENT_CLAIMS, id: 'another-patient' }, QUESTION)).resolves.toMatchObject({
      status: 'success',
    });
  });

  it('fails closed: a limiter that breaks refuses with 429 and asks nobody', async () => {
    const broken: AssistantLimiter = { consume: () => Promise.reject(new Error('store down')) };
    const { sut, request } = setup({ limiter: broken });

    const refusal = await answered(sut, PATIENT_CLAIMS, QUESTION);

    expect(refusal).toMatchObject({ statusCode: 429, body: { message: AI_MESSAGES.rateLimited } });
    expect(refusal.retryAfterSeconds).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
  });

  it('reads the wait from a limiter refusal', async () => {
    const refusing: AssistantLimiter = { consume: () => Promise.reject(new RateLimiterRes(0, 12_001)) };

    const refusal = await answered(setup({ limiter: refusing }).sut, PATIENT_CLAIMS, QUESTION);

    expect(refusal.retryAfterSeconds).toBe(13);
  });

  it.each([
    ['is down', { code: 'unavailable', message: 'The service behind ai.assistant is unavailable.' }],
    ['is too slow', { code: 'timeout', message: 'The ai.assistant request timed out.' }],
    ['fails', { code: 'internal', message: 'Internal error.' }],
    ['throws something unknown', new Error('boom')],
  ])(
    'answers 503 with the spec’s failure text when ai-svc %s, logging no question',
    async (_case, failure) => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const { sut } = setup({ reply: () => Promise.reject(failure) });

      const refusal = await answered(sut, PATIENT_CLAIMS, QUESTION);

      expect(refusal).toMatchObject({
        statusCode: 503,
        body: { status: 'error', message: ASSISTANT_TEXTS.failure },
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/BMI/);
      warn.mockRestore();
    },
  );

  it('passes ai-svc’s refusal of the question itself unchanged', async () => {
    const refused = { code: 'request.invalid', message: AI_MESSAGES.lastMustBeUser };
    const { sut } = setup({ reply: () => Promise.reject(refused) });

    await expect(sut.ask(PATIENT_CLAIMS, QUESTION)).rejects.toBe(refused);
  });

  it('builds the failure as an HTTP 503 the filter does not log as ours', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementationOnce(() => undefined);
    const { sut } = setup({ reply: () => Promise.reject({ code: 'unavailable', message: 'down' }) });

    const error = await sut.ask(PATIENT_CLAIMS, QUESTION).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(HttpException);
    expect(toApiError(error).unexpected).toBe(false);
  });
});
