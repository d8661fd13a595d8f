import { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes';

// ErrorCode is written as a union beside ERROR_CODES (error-codes.ts says why): this fails to compile when a list
// is in one and not the other.
type Unlisted = Exclude<ErrorCode, (typeof ERROR_CODES)[number]>;
const everyCodeListed: [Unlisted] extends [never] ? true : false = true;

describe('the error codes', () => {
  it('list every code of ErrorCode, each once', () => {
    expect(everyCodeListed).toBe(true);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('know every listed code and nothing else', () => {
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
    expect(isErrorCode('appointment.unknown')).toBe(false);
  });
});
