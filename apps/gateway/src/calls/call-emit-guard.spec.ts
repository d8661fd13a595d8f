import {
  CALL_RATE_LIMITED_MESSAGE,
  CALL_SIGNAL_MAX_BYTES,
  CALL_SIGNAL_TOO_LARGE_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
} from '@vitalsync/contracts';
import { standIn } from '@vitalsync/testing';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type Socket } from 'socket.io';

import { type EmitLimiter } from '../realtime/emit-guard';
import { callEmitGuard, exceedsSignalLimit } from './call-emit-guard';
import { PATIENT_CLAIMS } from './call-test-data';

const BEFORE_EXPIRY = () => new Date(PATIENT_CLAIMS.expiresAt - 1);
const AT_EXPIRY = () => new Date(PATIENT_CLAIMS.expiresAt);
const refusal = (message: string) => ({ status: 'error', message });

const fakeSocket = () => {
  const emit = jest.fn();
  const disconnect = jest.fn();
  const socket = standIn<Socket>({ id: 'socket-1', data: { actor: PATIENT_CLAIMS }, emit, disconnect });
  return { socket, emit, disconnect };
};

/** Runs one emit that asks for an acknowledgement: 'handled' once it reached the handlers, else the answer. */
const outcomeOf = (
  guard: ReturnType<typeof callEmitGuard>,
  event: string,
  payload: unknown = {},
): Promise<unknown> => new Promise((resolve) => guard([event, payload, resolve], () => resolve('handled')));

const limiterOf = (consume: EmitLimiter['consume']): EmitLimiter => ({ consume });
const always = () => limiterOf(jest.fn().mockResolvedValue({}));

/** An offer whose JSON, with the emit's other arguments, weighs `bytes` or a little more. */
const offerOf = (bytes: number) => ({ remoteId: 'x', offer: { type: 'offer', sdp: 'a'.repeat(bytes) } });

describe('callEmitGuard', () => {
  it("lets an emit through while its account has points left, keyed by the account's id", async () => {
    const consume = jest.fn().mockResolvedValue({});
    const { socket, emit } = fakeSocket();
    await expect(outcomeOf(callEmitGuard(socket, limiterOf(consume), BEFORE_EXPIRY), 'offer')).resolves.toBe(
      'handled',
    );
    expect(consume).toHaveBeenCalledWith(PATIENT_CLAIMS.id);
    expect(emit).not.toHaveBeenCalled();
  });

  it('with a real limiter of two points, refuses the third emit as acknowledgement and call-error', async () => {
    const { socket, emit, disconnect } = fakeSocket();
    const guard = callEmitGuard(socket, new RateLimiterMemory({ points: 2, duration: 3600 }), BEFORE_EXPIRY);
    const outcomes: unknown[] = [];
    for (const event of ['join-user', 'offer', 'icecandidate']) outcomes.push(await outcomeOf(guard, event));
    expect(outcomes).toEqual(['handled', 'handled', refusal(CALL_RATE_LIMITED_MESSAGE)]);
    expect(emit).toHaveBeenCalledWith('call-error', {
      event: 'icecandidate',
      message: CALL_RATE_LIMITED_MESSAGE,
    });
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('refuses when the limiter fails (fail closed)', async () => {
    const { socket } = fakeSocket();
    const guard = callEmitGuard(
      socket,
      limiterOf(jest.fn().mockRejectedValue(new Error('down'))),
      BEFORE_EXPIRY,
    );
    await expect(outcomeOf(guard, 'offer')).resolves.toEqual(refusal(CALL_RATE_LIMITED_MESSAGE));
  });

  it('refuses a payload over the signalling limit without reaching a handler, and stays connected', async () => {
    const { socket, emit, disconnect } = fakeSocket();
    const guard = callEmitGuard(socket, always(), BEFORE_EXPIRY);
    await expect(outcomeOf(guard, 'offer', offerOf(CALL_SIGNAL_MAX_BYTES))).resolves.toEqual(
      refusal(CALL_SIGNAL_TOO_LARGE_MESSAGE),
    );
    expect(emit).toHaveBeenCalledWith('call-error', {
      event: 'offer',
      message: CALL_SIGNAL_TOO_LARGE_MESSAGE,
    });
    expect(disconnect).not.toHaveBeenCalled();
    await expect(outcomeOf(guard, 'offer', offerOf(CALL_SIGNAL_MAX_BYTES - 100))).resolves.toBe('handled');
  });

  it('disconnects a socket whose session has expired on its next emit, without spending a point', async () => {
    const consume = jest.fn();
    const { socket, disconnect, emit } = fakeSocket();
    await expect(outcomeOf(callEmitGuard(socket, limiterOf(consume), AT_EXPIRY), 'offer')).resolves.toEqual(
      refusal(LOGIN_REQUIRED_MESSAGE),
    );
    expect(emit).toHaveBeenCalledWith('call-error', { event: 'offer', message: LOGIN_REQUIRED_MESSAGE });
    expect(disconnect).toHaveBeenCalledWith(true);
    expect(consume).not.toHaveBeenCalled();
  });

  it('echoes at most 64 characters of the event name it refuses', async () => {
    const { socket, emit } = fakeSocket();
    await outcomeOf(callEmitGuard(socket, always(), AT_EXPIRY), 'x'.repeat(10_000));
    expect(emit).toHaveBeenCalledWith('call-error', {
      event: 'x'.repeat(64),
      message: LOGIN_REQUIRED_MESSAGE,
    });
  });
});

describe('exceedsSignalLimit', () => {
  it('weighs the arguments as UTF-8 JSON', () => {
    expect(exceedsSignalLimit(['é'.repeat(CALL_SIGNAL_MAX_BYTES / 2)])).toBe(true);
    expect(exceedsSignalLimit(['a'.repeat(CALL_SIGNAL_MAX_BYTES / 2)])).toBe(false);
  });

  it('counts arguments JSON cannot write as too large, without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(exceedsSignalLimit([cyclic])).toBe(true);
  });
});
