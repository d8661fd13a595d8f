import { ApiError, Type } from '@google/genai';
import { loadConfig } from '@vitalsync/config';
import { type FakeGeminiServer, startFakeGeminiServer } from '@vitalsync/testing';

import { AiSvcConfig } from '../config/ai-svc.config';
import { GeminiClient, ModelFailure, modelFailureKind } from './gemini-client';

const request = { systemInstruction: 'Be brief.', contents: [{ role: 'user', parts: [{ text: 'Hello' }] }] };

describe('GeminiClient', () => {
  let fake: FakeGeminiServer;

  beforeAll(async () => {
    fake = await startFakeGeminiServer();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const clientWith = (env: Record<string, string>) =>
    new GeminiClient(loadConfig(AiSvcConfig, { GEMINI_BASE_URL: fake.url, ...env }));

  it('is disabled without a key, and says so instead of calling anyone', async () => {
    const client = clientWith({});
    expect(client.enabled).toBe(false);
    await expect(client.generate(request)).rejects.toEqual(new ModelFailure('disabled'));
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the configured model, the system instruction and the conversation, and returns the text', async () => {
    fake.enqueue({ kind: 'text', text: 'Hi there.' });
    const client = clientWith({ GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-2.0-flash-001' });

    await expect(client.generate(request)).resolves.toBe('Hi there.');
    expect(fake.requests[0]).toMatchObject({
      path: '/v1beta/models/gemini-2.0-flash-001:generateContent',
      body: {
        contents: request.contents,
        systemInstruction: { parts: [{ text: 'Be brief.' }] },
      },
    });
  });

  it('asks for JSON when given a schema', async () => {
    await clientWith({ GEMINI_API_KEY: 'k' }).generate({
      ...request,
      responseSchema: { type: Type.OBJECT },
    });
    expect(fake.requests[0]?.body).toMatchObject({
      generationConfig: { responseMimeType: 'application/json', responseSchema: { type: 'OBJECT' } },
    });
  });

  it.each([500, 429, 403])('rejects with the HTTP status on %i, without retrying', async (status) => {
    fake.enqueue({ kind: 'status', status });
    const failure = await clientWith({ GEMINI_API_KEY: 'k' })
      .generate(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(modelFailureKind(failure)).toBe(`http ${status}`);
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects an empty answer', async () => {
    fake.enqueue({ kind: 'text', text: '  ' });
    await expect(clientWith({ GEMINI_API_KEY: 'k' }).generate(request)).rejects.toEqual(
      new ModelFailure('empty'),
    );
  });

  it('rejects a body that is not the API', async () => {
    fake.enqueue({ kind: 'body', body: 'not json' });
    await expect(clientWith({ GEMINI_API_KEY: 'k' }).generate(request)).rejects.toBeInstanceOf(ModelFailure);
  });

  it('gives up on a model that never answers once its timeout has passed', async () => {
    fake.enqueue({ kind: 'hang' });
    await expect(
      clientWith({ GEMINI_API_KEY: 'k', GEMINI_TIMEOUT_MS: '200' }).generate(request),
    ).rejects.toEqual(new ModelFailure('timeout'));
  });
});
