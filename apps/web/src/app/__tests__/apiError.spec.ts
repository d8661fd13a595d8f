import { apiErrorCodeOf, apiErrorOf, failureMessage, UNREACHABLE_MESSAGE } from '../apiError';

const refused = (data: unknown) => ({ status: 404, data });

describe('apiErrorOf', () => {
  it('reads the code, the message and the named fields of the API’s error body', () => {
    const body = {
      status: 'error',
      code: 'request.invalid_fields',
      message: 'Please correct the highlighted fields.',
      errors: { 'personal_info.email': 'Invalid Email Address' },
    };
    expect(apiErrorOf(refused(body))).toEqual(body);
  });

  it('keeps the message and the code of an answer whose code it does not know', () => {
    expect(apiErrorOf(refused({ status: 'error', code: 'no.such_code', message: 'No.' }))).toEqual({
      status: 'error',
      code: 'no.such_code',
      message: 'No.',
    });
  });
});

describe('apiErrorCodeOf', () => {
  it('gives the code a page branches on', () => {
    const body = {
      status: 'error',
      code: 'patient.not_found',
      message: 'You can only see patients you have consulted.',
    };
    expect(apiErrorCodeOf(refused(body))).toBe('patient.not_found');
  });

  it('gives nothing for a failure that never reached the API', () => {
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(apiErrorCodeOf(offline)).toBeUndefined();
    expect(failureMessage(offline)).toBe(UNREACHABLE_MESSAGE);
  });
});
