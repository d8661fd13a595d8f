import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { ErrorCode, NatsError } from 'nats';
import { TimeoutError } from 'rxjs';

import { toBusError } from './bus-errors';

const PATTERN = 'appointments.book';
const UNAVAILABLE = { code: 'unavailable', message: 'The service behind appointments.book is unavailable.' };

describe('toBusError', () => {
  it("passes a service's RpcException payload through unchanged", () => {
    const payload = {
      code: 'appointment.slot_taken',
      message: 'The slot is taken.',
      errors: { 'appointment.date': 'Taken' },
    };

    expect(toBusError(payload, PATTERN, 'waiting')).toBe(payload);
  });

  it('reports a timeout as 504 naming the pattern', () => {
    expect(toBusError(new TimeoutError(), PATTERN, 'waiting')).toEqual({
      code: 'timeout',
      message: 'The appointments.book request timed out.',
    });
  });

  it('reports "no subscribers" as 503', () => {
    expect(toBusError(new EmptyResponseException(PATTERN), PATTERN, 'waiting')).toEqual(UNAVAILABLE);
    expect(toBusError(new NatsError('503', ErrorCode.NoResponders), PATTERN, 'waiting')).toEqual(UNAVAILABLE);
  });

  it('reports a lost connection as 503', () => {
    expect(toBusError(NatsError.errorForCode(ErrorCode.ConnectionClosed), PATTERN, 'waiting')).toEqual(
      UNAVAILABLE,
    );
  });

  it('reports any failure before the connection exists as 503, timeouts included', () => {
    expect(toBusError('Error: Connection lost. Trying to reconnect...', PATTERN, 'connecting')).toEqual(
      UNAVAILABLE,
    );
    expect(toBusError(new TimeoutError(), PATTERN, 'connecting')).toEqual(UNAVAILABLE);
  });

  it('hides anything else behind a 500', () => {
    expect(toBusError({ status: 'error', message: 'Internal server error' }, PATTERN, 'waiting')).toEqual({
      code: 'internal',
      message: 'Internal error.',
    });
    expect(toBusError(new Error('password column missing'), PATTERN, 'waiting')).toEqual({
      code: 'internal',
      message: 'Internal error.',
    });
  });
});
