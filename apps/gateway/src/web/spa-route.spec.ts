import { isSpaRoute } from './spa-route';

describe('isSpaRoute', () => {
  it.each(['/login', '/dashboard/user/profile', '/user/video-call/42?x=1', '/'])(
    'serves the app for GET %s',
    (url) => {
      expect(isSpaRoute('GET', url)).toBe(true);
    },
  );

  it.each(['/api/unknown', '/api', '/assets/missing.js', '/favicon.ico'])('keeps GET %s a 404', (url) => {
    expect(isSpaRoute('GET', url)).toBe(false);
  });

  it('never answers a POST with the app', () => {
    expect(isSpaRoute('POST', '/login')).toBe(false);
  });
});
