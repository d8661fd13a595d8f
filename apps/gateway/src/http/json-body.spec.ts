import Fastify from 'fastify';

import { jsonNestsDeeperThan, keepNonFiniteAsText, registerJsonBodyOnly } from './json-body';

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[{{{{{', b: '\\"[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":1}}}', 2)).toBe(true);
  });
});

describe('keepNonFiniteAsText', () => {
  it('turns numbers a double cannot hold into text and leaves the rest', () => {
    expect(keepNonFiniteAsText(JSON.parse('{"w":1e309,"h":[-1e309,2],"n":null,"s":"x"}'))).toEqual({
      w: 'Infinity',
      h: ['-Infinity', 2],
      n: null,
      s: 'x',
    });
  });
});

describe('registerJsonBodyOnly', () => {
  const app = Fastify();
  registerJsonBodyOnly(app, { maxBytes: 64 * 1024, maxDepth: 4 });
  app.post('/echo', (request) => ({ body: request.body }));
  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

  afterAll(() => app.close());

  it('parses JSON within the limits', async () => {
    const response = await post('{"a":{"b":1}}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { a: { b: 1 } } });
  });

  it('reads an empty body labelled JSON as no body', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('refuses deeper nesting with 400 and a larger body with 413', async () => {
    expect((await post(nested(5000))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ a: 'x'.repeat(70 * 1024) }))).statusCode).toBe(413);
  });

  it('refuses prototype keys and malformed JSON with 400', async () => {
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    expect((await post('{"a":')).statusCode).toBe(400);
  });

  it('parses no urlencoded or plain-text bodies (415)', async () => {
    expect((await post('a=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post('{"a":1}', 'text/plain')).statusCode).toBe(415);
  });
});
