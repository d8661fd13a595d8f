import { normaliseRequestPath, rateLimitBucketOf } from './rate-limit-bucket';

describe('normaliseRequestPath', () => {
  it.each([
    ['http://localhost:3000/api/authenticate/login', '/api/authenticate/login'],
    ['HTTPS://example.com/api/x?y=1', '/api/x'],
    ['/api/%61uthenticate/login', '/api/authenticate/login'],
    ['/api/authenticate%2Flogin', '/api/authenticate/login'],
    ['/api/%2561uthenticate/login', '/api/authenticate/login'],
    ['//api///authenticate/login#x', '/api/authenticate/login'],
    ['/api\\authenticate/login', '/api/authenticate/login'],
    ['/api/%E0%A4%A', '/api/%E0%A4%A'],
    ['api/health', '/api/health'],
  ])('reads %s as %s', (target, path) => {
    expect(normaliseRequestPath(target)).toBe(path);
  });
});

describe('rateLimitBucketOf', () => {
  it('chooses by the matched route whatever the raw text of the target', () => {
    expect(rateLimitBucketOf('/api/authenticate/login', 'http://localhost:3000/api/authenticate/login')).toBe(
      'auth',
    );
    expect(rateLimitBucketOf('/api/authenticate/login', '/api/%61uthenticate/login')).toBe('auth');
    expect(rateLimitBucketOf('/api/authenticate/signup/:role', '/api/authenticate/signup/user')).toBe('auth');
    expect(rateLimitBucketOf('/api/dashboard/profile', '/api/dashboard/profile')).toBe('api');
    expect(rateLimitBucketOf('/api/health', '/api/health')).toBe('exempt');
    expect(rateLimitBucketOf('/index.html', '/index.html')).toBe('exempt');
  });

  it('places unroutable targets by their normalised path, so they cannot dodge a budget', () => {
    expect(rateLimitBucketOf(undefined, 'http://x/api/authenticate/nope')).toBe('auth');
    expect(rateLimitBucketOf(undefined, '/api/authenticate%2Flogin')).toBe('auth');
    expect(rateLimitBucketOf(undefined, '/API/Authenticate/login')).toBe('auth');
    expect(rateLimitBucketOf(undefined, '/api/nothing-here')).toBe('api');
    expect(rateLimitBucketOf(undefined, '/api')).toBe('api');
    expect(rateLimitBucketOf(undefined, '/api/health/../authenticate/login')).toBe('api');
    expect(rateLimitBucketOf(undefined, '/dashboard/user')).toBe('exempt');
  });
});
