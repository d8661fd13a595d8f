import {
  CALL_NOT_ALLOWED_MESSAGE,
  CALL_NOT_JOINED_MESSAGE,
  CALL_OWN_ID_MESSAGE,
  CALL_PEER_UNAVAILABLE_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
} from '@vitalsync/contracts';
import { newTestService, standIn } from '@vitalsync/testing';
import { type Namespace, type Socket } from 'socket.io';

import { type EmitLimiter } from '../realtime/emit-guard';
import { WEBSOCKET_ONLY_MESSAGE } from '../realtime/namespace-guards';
import { CallSockets, callAccountRoom } from './call-sockets';
import {
  APPOINTMENT_ID,
  CANDIDATE,
  DOCTOR_ID,
  GATEWAY_UUID,
  OFFER,
  PATIENT_CLAIMS,
  PATIENT_ID,
} from './call-test-data';
import { VideoCallNamespace } from './video-call.namespace';

const ACTOR = { id: PATIENT_ID, role: 'user' };
const CONNECTION = { gatewayId: GATEWAY_UUID, socketId: 'socket-1' };
const JOINED = {
  appointmentId: APPOINTMENT_ID,
  doctorId: DOCTOR_ID,
  patientId: PATIENT_ID,
  peerPresent: true,
};
const refusal = (message: string) => ({ status: 'error', message });
/** One turn of the event loop: every promise chain already under way has run as far as it can. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const fakeSocket = ({ joined = false } = {}) => {
  const rooms = new Set<string>(['socket-1']);
  const emit = jest.fn();
  const socket = {
    id: 'socket-1',
    data: { actor: PATIENT_CLAIMS, ...(joined ? { joined } : {}) },
    rooms,
    emit,
    disconnected: false,
    use: jest.fn(),
    join: jest.fn(async (room: string) => void rooms.add(room)),
  };
  return { socket: standIn<Socket>(socket), emit, rooms, use: socket.use, raw: socket };
};

const setUp = (request: jest.Mock = jest.fn()) => {
  const limiter: EmitLimiter = { consume: jest.fn() };
  const sockets = new CallSockets();
  const { sut } = newTestService(VideoCallNamespace, [
    { read: jest.fn() },
    { onRevoked: jest.fn() },
    { request },
    sockets,
    limiter,
    () => new Date('2098-01-01T00:00:00.000Z'),
    GATEWAY_UUID,
  ]);
  return { sut, request, limiter, sockets };
};

describe('VideoCallNamespace', () => {
  it('admits websocket only, checks sessions, hands the namespace to the sockets and guards every socket', () => {
    const { sut, sockets } = setUp();
    const attach = jest.spyOn(sockets, 'attach');
    const use = jest.fn();
    const namespace = standIn<Namespace>({ use });
    sut.afterInit(namespace);
    expect(attach).toHaveBeenCalledWith(namespace);
    const [websocketOnly] = use.mock.calls[0] as [(socket: unknown, next: jest.Mock) => void];
    const next = jest.fn();
    websocketOnly({ conn: { transport: { name: 'polling' } } }, next);
    expect(next).toHaveBeenCalledWith(new Error(WEBSOCKET_ONLY_MESSAGE));
    const { socket, use: socketUse } = fakeSocket();
    sut.handleConnection(socket);
    expect(socketUse).toHaveBeenCalledTimes(1);
  });

  describe('join-user', () => {
    it("joins with the spec's bare own id, and answers what signaling-svc says", async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue({ peerPresent: false }));
      const { socket, rooms } = fakeSocket();
      await expect(sut.joinUser(socket, PATIENT_ID)).resolves.toEqual({
        status: 'success',
        data: { peerPresent: false },
      });
      expect(request).toHaveBeenCalledWith('calls.join', { actor: ACTOR, connection: CONNECTION });
      expect(rooms.has(callAccountRoom(PATIENT_ID))).toBe(true);
    });

    it('joins a call page with its appointment', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue(JOINED));
      await expect(
        sut.joinUser(fakeSocket().socket, { userId: PATIENT_ID, appointmentId: APPOINTMENT_ID }),
      ).resolves.toEqual({ status: 'success', data: JOINED });
      expect(request).toHaveBeenCalledWith('calls.join', {
        actor: ACTOR,
        connection: CONNECTION,
        appointmentId: APPOINTMENT_ID,
      });
    });

    it('refuses to join as another account without asking signaling-svc', async () => {
      const { sut, request } = setUp();
      const { socket, emit, rooms } = fakeSocket();
      await expect(sut.joinUser(socket, DOCTOR_ID)).resolves.toEqual(refusal(CALL_OWN_ID_MESSAGE));
      expect(emit).toHaveBeenCalledWith('call-error', { event: 'join-user', message: CALL_OWN_ID_MESSAGE });
      expect(request).not.toHaveBeenCalled();
      expect([...rooms]).toEqual(['socket-1']);
    });

    it("answers signaling-svc's refusal as it gave it and joins nothing", async () => {
      const { sut } = setUp(
        jest.fn().mockRejectedValue({ code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE }),
      );
      const { socket, rooms } = fakeSocket();
      await expect(
        sut.joinUser(socket, { userId: PATIENT_ID, appointmentId: APPOINTMENT_ID }),
      ).resolves.toEqual(refusal(CALL_NOT_ALLOWED_MESSAGE));
      expect([...rooms]).toEqual(['socket-1']);
    });

    it('refuses a malformed payload without throwing', async () => {
      const { sut, request } = setUp();
      await expect(sut.joinUser(fakeSocket().socket, ['nope'])).resolves.toEqual(
        refusal('The request is not valid.'),
      );
      expect(request).not.toHaveBeenCalled();
    });

    it('leaves again at once when the socket went while signaling-svc recorded the join', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue(JOINED));
      const { socket, raw, rooms } = fakeSocket();
      raw.disconnected = true;
      await sut.joinUser(socket, PATIENT_ID);
      expect(request).toHaveBeenLastCalledWith('calls.leave', { actor: ACTOR, connection: CONNECTION });
      expect([...rooms]).toEqual(['socket-1']);
    });
  });

  describe('signals', () => {
    it('passes an offer on as the session account, whatever from the client claims', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue({ outcome: 'delivered' }));
      const { socket, emit } = fakeSocket({ joined: true });
      await expect(
        sut.offer(socket, { from: DOCTOR_ID, remoteId: DOCTOR_ID, offer: OFFER }),
      ).resolves.toEqual({
        status: 'success',
        data: { outcome: 'delivered' },
      });
      expect(request).toHaveBeenCalledWith('calls.signal', {
        actor: ACTOR,
        connection: CONNECTION,
        kind: 'offer',
        to: DOCTOR_ID,
        data: OFFER,
      });
      expect(JSON.stringify(request.mock.calls)).not.toContain('"from"');
      expect(emit).not.toHaveBeenCalled();
    });

    it('passes on an answer, a candidate, the end of candidates, a remote-busy and an end-call', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue({ outcome: 'delivered' }));
      const { socket } = fakeSocket({ joined: true });
      await sut.answer(socket, { from: PATIENT_ID, to: DOCTOR_ID, answer: { type: 'answer', sdp: 'v=0' } });
      await sut.icecandidate(socket, { candidate: CANDIDATE, to: DOCTOR_ID });
      await sut.icecandidate(socket, { candidate: null, to: DOCTOR_ID });
      await sut.remoteBusy(socket, { to: DOCTOR_ID });
      await sut.endCall(socket, { from: PATIENT_ID, to: DOCTOR_ID });
      expect(request.mock.calls.map(([, command]) => [command.kind, command.data])).toEqual([
        ['answer', { type: 'answer', sdp: 'v=0' }],
        ['icecandidate', CANDIDATE],
        ['icecandidate', null],
        ['remote-busy', undefined],
        ['end-call', undefined],
      ]);
    });

    it('passes a remote-busy on as the session account, whatever from the client claims', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue({ outcome: 'delivered' }));
      const { socket, emit } = fakeSocket({ joined: true });
      await expect(sut.remoteBusy(socket, { from: DOCTOR_ID, to: DOCTOR_ID })).resolves.toEqual({
        status: 'success',
        data: { outcome: 'delivered' },
      });
      expect(request).toHaveBeenCalledWith('calls.signal', {
        actor: ACTOR,
        connection: CONNECTION,
        kind: 'remote-busy',
        to: DOCTOR_ID,
      });
      expect(emit).not.toHaveBeenCalled();
    });

    it("answers signaling-svc's refusal of a remote-busy outside the pair with call-error", async () => {
      const { sut } = setUp(
        jest.fn().mockRejectedValue({ code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE }),
      );
      const { socket, emit } = fakeSocket({ joined: true });
      await expect(sut.remoteBusy(socket, { to: DOCTOR_ID })).resolves.toEqual(
        refusal(CALL_NOT_ALLOWED_MESSAGE),
      );
      expect(emit).toHaveBeenCalledWith('call-error', {
        event: 'remote-busy',
        message: CALL_NOT_ALLOWED_MESSAGE,
      });
    });

    it('tells the caller remote-busy when the callee is in another call', async () => {
      const { sut } = setUp(jest.fn().mockResolvedValue({ outcome: 'busy' }));
      const { socket, emit } = fakeSocket({ joined: true });
      await expect(sut.offer(socket, { remoteId: DOCTOR_ID, offer: OFFER })).resolves.toEqual({
        status: 'success',
        data: { outcome: 'busy' },
      });
      expect(emit).toHaveBeenCalledWith('remote-busy', {
        remoteId: DOCTOR_ID,
        message: CALL_REMOTE_BUSY_MESSAGE,
      });
    });

    it('answers busy candidates by the acknowledgement only: the caller already heard remote-busy once', async () => {
      const { sut } = setUp(jest.fn().mockResolvedValue({ outcome: 'busy' }));
      const { socket, emit } = fakeSocket({ joined: true });
      await expect(sut.icecandidate(socket, { candidate: CANDIDATE, to: DOCTOR_ID })).resolves.toEqual({
        status: 'success',
        data: { outcome: 'busy' },
      });
      expect(emit).not.toHaveBeenCalled();
    });

    it('tells the caller peer-unavailable when the callee is not on the call page', async () => {
      const { sut } = setUp(jest.fn().mockResolvedValue({ outcome: 'unavailable' }));
      const { socket, emit } = fakeSocket({ joined: true });
      await sut.offer(socket, { remoteId: DOCTOR_ID, offer: OFFER });
      expect(emit).toHaveBeenCalledWith('peer-unavailable', {
        remoteId: DOCTOR_ID,
        message: CALL_PEER_UNAVAILABLE_MESSAGE,
      });
    });

    it('refuses a signal before join-user without asking signaling-svc', async () => {
      const { sut, request } = setUp();
      const { socket, emit } = fakeSocket();
      await expect(sut.endCall(socket, { to: DOCTOR_ID })).resolves.toEqual(refusal(CALL_NOT_JOINED_MESSAGE));
      expect(emit).toHaveBeenCalledWith('call-error', {
        event: 'end-call',
        message: CALL_NOT_JOINED_MESSAGE,
      });
      expect(request).not.toHaveBeenCalled();
    });

    it("answers signaling-svc's refusal of an outsider with call-error", async () => {
      const { sut } = setUp(
        jest.fn().mockRejectedValue({ code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE }),
      );
      const { socket, emit } = fakeSocket({ joined: true });
      await expect(sut.offer(socket, { remoteId: DOCTOR_ID, offer: OFFER })).resolves.toEqual(
        refusal(CALL_NOT_ALLOWED_MESSAGE),
      );
      expect(emit).toHaveBeenCalledWith('call-error', { event: 'offer', message: CALL_NOT_ALLOWED_MESSAGE });
    });

    it('answers a failure of ours with the generic sentence, never its details', async () => {
      const { sut } = setUp(jest.fn().mockRejectedValue(new Error('postgres://secret')));
      const ack = await sut.answer(fakeSocket({ joined: true }).socket, {
        to: DOCTOR_ID,
        answer: { type: 'answer', sdp: 'v=0' },
      });
      expect(ack).toEqual(refusal('Something went wrong on our side. Please try again.'));
    });

    it.each([
      ['an offer without a description', 'offer', { remoteId: DOCTOR_ID }],
      ['an answer to no uuid', 'answer', { to: 'doctor', answer: { type: 'answer' } }],
      ['a candidate as text', 'icecandidate', { candidate: 'x', to: DOCTOR_ID }],
      ['an end-call as a string', 'endCall', DOCTOR_ID],
      ['a remote-busy without to', 'remoteBusy', { from: PATIENT_ID }],
    ] as const)('refuses %s as invalid without asking signaling-svc', async (_case, handler, payload) => {
      const { sut, request } = setUp();
      await expect(sut[handler](fakeSocket({ joined: true }).socket, payload)).resolves.toEqual(
        refusal('The request is not valid.'),
      );
      expect(request).not.toHaveBeenCalled();
    });
  });

  describe('disconnect', () => {
    it('tells signaling-svc a joined socket left', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue({ left: true }));
      await sut.handleDisconnect(fakeSocket({ joined: true }).socket);
      expect(request).toHaveBeenCalledWith('calls.leave', { actor: ACTOR, connection: CONNECTION });
    });

    it('leaves only once the signals the socket sent before have been answered', async () => {
      let answerEndCall: (reply: { outcome: string }) => void = () => undefined;
      const request = jest.fn((subject: string) =>
        subject === 'calls.signal'
          ? new Promise((resolve) => (answerEndCall = resolve))
          : Promise.resolve({ left: true }),
      );
      const { sut } = setUp(request);
      const { socket } = fakeSocket({ joined: true });
      const endCall = sut.endCall(socket, { from: PATIENT_ID, to: DOCTOR_ID });
      while (request.mock.calls.length === 0) await nextTurn();

      const disconnect = sut.handleDisconnect(socket);
      await nextTurn();
      expect(request.mock.calls.map(([subject]) => subject)).toEqual(['calls.signal']);

      answerEndCall({ outcome: 'delivered' });
      await expect(endCall).resolves.toEqual({ status: 'success', data: { outcome: 'delivered' } });
      await disconnect;
      expect(request.mock.calls.map(([subject]) => subject)).toEqual(['calls.signal', 'calls.leave']);
    });

    it('says nothing for a socket that never joined, and survives a failed leave', async () => {
      const { sut, request } = setUp(jest.fn().mockRejectedValue({ code: 'unavailable', message: 'down' }));
      await sut.handleDisconnect(fakeSocket().socket);
      expect(request).not.toHaveBeenCalled();
      await expect(sut.handleDisconnect(fakeSocket({ joined: true }).socket)).resolves.toBeUndefined();
    });
  });
});
