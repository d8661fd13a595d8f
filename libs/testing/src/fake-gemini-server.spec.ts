import { ApiError, GoogleGenAI, Type } from '@google/genai';

import {
  FAKE_GEMINI_CHAT_ANSWER,
  FAKE_GEMINI_INSIGHTS,
  startFakeGeminiServer,
  type FakeGeminiServer,
} from './fake-gemini-server';

const KEY = 'fake-key-that-must-never-be-recorded';

/**
 * Without a fetch of its own the SDK reads undici's global dispatcher off globalThis, which Jest's sandbox
 * does not have; ai-svc passes one for the same reason.
 */
const httpOptions = (baseUrl: string, timeout?: number) => ({
  baseUrl,
  timeout,
  apiVersion: 'v1beta',
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
});

describe('fake Gemini server with the real @google/genai SDK', () => {
  let fake: FakeGeminiServer;
  let ai: GoogleGenAI;

  beforeAll(async () => {
    fake = await startFakeGeminiServer();
    ai = new GoogleGenAI({ apiKey: KEY, httpOptions: httpOptions(fake.url, 5_000) });
  });

  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const askJson = () =>
    ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: 'Facts: BMI 22.9',
      config: {
        systemInstruction: 'You write health insights.',
        responseMimeType: 'application/json',
        responseSchema: { type: Type.OBJECT, properties: { health_summary: { type: Type.STRING } } },
      },
    });

  it('receives the path and body the SDK sends, without the API key', async () => {
    const response = await askJson();
    expect(JSON.parse(response.text ?? '')).toEqual(FAKE_GEMINI_INSIGHTS);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1beta/models/gemini-2.5-flash:generateContent',
      model: 'gemini-2.5-flash',
      body: {
        contents: [{ role: 'user', parts: [{ text: 'Facts: BMI 22.9' }] }],
        systemInstruction: { parts: [{ text: 'You write health insights.' }] },
        generationConfig: { responseMimeType: 'application/json' },
      },
    });
    expect(JSON.stringify(fake.requests)).not.toContain(KEY);
  });

  it('answers prose to a chat request by default', async () => {
    const response = await ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: [{ role: 'user', parts: [{ text: 'Hello' }] }],
    });
    expect(response.text).toBe(FAKE_GEMINI_CHAT_ANSWER);
  });

  it('plays queued replies in order, then the responder', async () => {
    fake.enqueue({ kind: 'json', value: { a: 1 } }, { kind: 'text', text: 'not json {' });
    expect((await askJson()).text).toBe('{"a":1}');
    expect((await askJson()).text).toBe('not json {');
    expect(JSON.parse((await askJson()).text ?? '')).toEqual(FAKE_GEMINI_INSIGHTS);
  });

  it.each([500, 429])('fails with HTTP %i as the API does', async (status) => {
    fake.enqueue({ kind: 'status', status });
    const failure = await askJson().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(status);
  });

  it('sends a body that is not the API JSON', async () => {
    fake.enqueue({ kind: 'body', body: '<html>oops' });
    await expect(askJson()).rejects.toThrow();
  });

  it('hangs until the caller gives up, and records the call', async () => {
    fake.respondWith({ kind: 'hang' });
    const controller = new AbortController();
    const call = ai.models.generateContent({
      model: 'gemini-2.5-flash',
      contents: 'anything',
      config: { abortSignal: controller.signal },
    });
    await fake.waitForRequests(1);
    controller.abort();
    await expect(call).rejects.toThrow();
  });

  it('goes back to its first responder on reset', async () => {
    fake.respondWith((request) => ({ kind: 'text', text: request.path }));
    expect((await askJson()).text).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    fake.reset();
    expect(JSON.parse((await askJson()).text ?? '')).toEqual(FAKE_GEMINI_INSIGHTS);
  });

  it("accepts the SDK's default API version too", async () => {
    const client = new GoogleGenAI({
      apiKey: KEY,
      httpOptions: { ...httpOptions(fake.url), apiVersion: undefined },
    });
    await client.models.generateContent({ model: 'gemini-2.5-flash', contents: 'x' });
    expect(fake.requests[0]?.path).toBe('/v1/models/gemini-2.5-flash:generateContent');
  });

  it('answers 404 to anything but generateContent', async () => {
    const response = await fetch(`${fake.url}/v1beta/models`);
    expect(response.status).toBe(404);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1beta/models', model: undefined });
  });

  it('closes while a call hangs', async () => {
    const other = await startFakeGeminiServer({ kind: 'hang' });
    const client = new GoogleGenAI({ apiKey: KEY, httpOptions: httpOptions(other.url) });
    const call = client.models.generateContent({ model: 'm', contents: 'x' });
    await other.waitForRequests(1);
    await other.close();
    await expect(call).rejects.toThrow();
  });
});
