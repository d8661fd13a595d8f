import { requestLogLevel } from './logger.module';

describe('requestLogLevel', () => {
  const request = {};

  it('keeps successful requests at debug, below the default info level', () => {
    expect(requestLogLevel(request, { statusCode: 200 })).toBe('debug');
    expect(requestLogLevel(request, { statusCode: 304 })).toBe('debug');
  });

  it('logs one line per refused request at info', () => {
    expect(requestLogLevel(request, { statusCode: 401 })).toBe('info');
    expect(requestLogLevel(request, { statusCode: 429 })).toBe('info');
  });

  it('logs failures as errors', () => {
    expect(requestLogLevel(request, { statusCode: 503 })).toBe('error');
    expect(requestLogLevel(request, { statusCode: 200 }, new Error('aborted'))).toBe('error');
  });
});
