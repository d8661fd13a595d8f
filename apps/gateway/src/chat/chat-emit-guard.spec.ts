import { CHAT_RATE_LIMITED_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { standIn } from '@vitalsync/testing';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type Socket } from 'socket.io';

import { chatEmitGuard } from './chat-emit-guard';
import { type EmitLimiter } from '../realtime/emit-guard';
import { type SessionClaims } from '../sessions/session-token';
import { DOCTOR_ID, PATIENT_CLAIMS } from './chat-test-data';

const BEFORE_EXPIRY = () => new Date(PATIENT_CLAIMS.expiresAt - 1);
const AT_EXPIRY = () => new Date(PATIENT_CLAIMS.expiresAt);
const RATE_LIMITED = { status: 'error', message: CHAT_RATE_LIMITED_MESSAGE };

const fakeSocket = (id = 'socket-1', actor: SessionClaims = PATIENT_CLAIMS) => {
  const emit = jest.fn();
  const disconnect = jest.fn();
  const socket = standIn<Socket>({ id, data: { actor }, emit, disconnect });
  return { socket, emit, disconnect };
};

/** Runs one emit that asks for an acknowledgement: 'handled' once it reached the handlers, else the answer. */
const outcomeOf = (guard: ReturnType<typeof chatEmitGuard>, event: string): Promise<unknown> =>
  new Promise((resolve) => guard([event, {}, resolve], () => resolve('handled')));

const limiterOf = (consume: EmitLimiter['consume']): EmitLimiter => ({ consume });

describe('chatEmitGuard', () => {
  it("lets an emit through while its account has points left, keyed by the account's id", async () => {
    const consume = jest.fn().mockResolvedValue({});
    const { socket, emit } = fakeSocket();
    await expect(
      outcomeOf(chatEmitGuard(socket, limiterOf(consume), BEFORE_EXPIRY), 'send-message'),
    ).resolves.toBe('handled');
    expect(consume).toHaveBeenCalledWith(PATIENT_CLAIMS.id);
    expect(emit).not.toHaveBeenCalled();
  });

  it('refuses an emit the limiter refuses (or fails on), as acknowledgement and chat-error, and stays connected', async () => {
    const { socket, emit, disconnect } = fakeSocket();
    const guard = chatEmitGuard(
      socket,
      limiterOf(jest.fn().mockRejectedValue(new Error('down'))),
      BEFORE_EXPIRY,
    );
    await expect(outcomeOf(guard, 'send-message')).resolves.toEqual(RATE_LIMITED);
    expect(emit).toHaveBeenCalledWith('chat-error', {
      event: 'send-message',
      message: CHAT_RATE_LIMITED_MESSAGE,
    });
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('with a real limiter of two points, lets two emits through and refuses the third, whatever its event', async () => {
    const { socket } = fakeSocket();
    const guard = chatEmitGuard(socket, new RateLimiterMemory({ points: 2, duration: 3600 }), BEFORE_EXPIRY);
    const outcomes: unknown[] = [];
    for (const event of ['join-user', 'send-message', 'anything'])
      outcomes.push(await outcomeOf(guard, event));
    expect(outcomes).toEqual(['handled', 'handled', RATE_LIMITED]);
  });

  it("spends one budget across an account's sockets, so a reconnect gets no fresh one; other accounts keep theirs", async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 3600 });
    const first = chatEmitGuard(fakeSocket('socket-1').socket, limiter, BEFORE_EXPIRY);
    const reconnected = chatEmitGuard(fakeSocket('socket-2').socket, limiter, BEFORE_EXPIRY);
    const otherAccount = chatEmitGuard(
      fakeSocket('socket-3', { ...PATIENT_CLAIMS, id: DOCTOR_ID, role: 'doctor' }).socket,
      limiter,
      BEFORE_EXPIRY,
    );
    const outcomes = [
      await outcomeOf(first, 'send-message'),
      await outcomeOf(first, 'send-message'),
      await outcomeOf(reconnected, 'send-message'),
      await outcomeOf(otherAccount, 'send-message'),
    ];
    expect(outcomes).toEqual(['handled', 'handled', RATE_LIMITED, 'handled']);
  });

  it('disconnects a socket whose session has expired on its next emit, without spending a point', async () => {
    const consume = jest.fn();
    const { socket, disconnect, emit } = fakeSocket();
    await expect(
      outcomeOf(chatEmitGuard(socket, limiterOf(consume), AT_EXPIRY), 'send-message'),
    ).resolves.toEqual({
      status: 'error',
      message: LOGIN_REQUIRED_MESSAGE,
    });
    expect(emit).toHaveBeenCalledWith('chat-error', {
      event: 'send-message',
      message: LOGIN_REQUIRED_MESSAGE,
    });
    expect(disconnect).toHaveBeenCalledWith(true);
    expect(consume).not.toHaveBeenCalled();
  });

  it('echoes at most 64 characters of the event name it refuses', async () => {
    const { socket, emit } = fakeSocket();
    await outcomeOf(chatEmitGuard(socket, limiterOf(jest.fn()), AT_EXPIRY), 'x'.repeat(10_000));
    expect(emit).toHaveBeenCalledWith('chat-error', {
      event: 'x'.repeat(64),
      message: LOGIN_REQUIRED_MESSAGE,
    });
  });
});
