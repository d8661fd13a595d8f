import { isSameOriginRequest } from './same-origin.guard';

describe('isSameOriginRequest', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isSameOriginRequest('GET', 'https://evil.example', 'vitalsync.example')).toBe(true);
  });

  it('accepts a POST from the site itself', () => {
    expect(isSameOriginRequest('POST', 'http://localhost:3000', 'localhost:3000')).toBe(true);
  });

  it('refuses a POST from another site', () => {
    expect(isSameOriginRequest('POST', 'https://evil.example', 'localhost:3000')).toBe(false);
    expect(isSameOriginRequest('PUT', 'http://localhost:3001', 'localhost:3000')).toBe(false);
    expect(isSameOriginRequest('POST', 'null', 'localhost:3000')).toBe(false);
  });

  it('accepts an origin configured in ALLOWED_ORIGINS', () => {
    expect(
      isSameOriginRequest(
        'POST',
        'http://localhost:4200',
        'localhost:3000',
        new Set(['http://localhost:4200']),
      ),
    ).toBe(true);
  });

  it('accepts requests without Origin (non-browser clients carry no ambient cookies of a victim)', () => {
    expect(isSameOriginRequest('POST', undefined, 'localhost:3000')).toBe(true);
  });
});
