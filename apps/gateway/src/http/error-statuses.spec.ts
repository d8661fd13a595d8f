import { ERROR_CODES } from '@vitalsync/contracts';

import { errorCodeOfStatus, HTTP_STATUS_OF_CODE } from './error-statuses';

describe('HTTP_STATUS_OF_CODE', () => {
  it.each(ERROR_CODES.map((code) => [code]))('maps %s to an error status', (code) => {
    const status = HTTP_STATUS_OF_CODE[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it('holds no code the contracts do not list', () => {
    expect(Object.keys(HTTP_STATUS_OF_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('errorCodeOfStatus', () => {
  it('gives a bare status the generic code that maps back to it', () => {
    for (const status of [400, 401, 403, 404, 413, 415, 422, 429, 503, 504])
      expect(HTTP_STATUS_OF_CODE[errorCodeOfStatus(status)]).toBe(status);
  });

  it('gives a status without its own code the code of its class', () => {
    expect(errorCodeOfStatus(405)).toBe('request.invalid');
    expect(errorCodeOfStatus(501)).toBe('internal');
  });
});
