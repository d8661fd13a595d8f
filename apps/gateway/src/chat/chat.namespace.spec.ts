import {
  CHAT_MESSAGE_EMPTY_MESSAGE,
  CHAT_NOT_ALLOWED_MESSAGE,
  CHAT_NOT_JOINED_MESSAGE,
  CHAT_OWN_ID_MESSAGE,
} from '@vitalsync/contracts';
import { newTestService, standIn } from '@vitalsync/testing';
import { type Namespace, type Socket } from 'socket.io';

import { type EmitLimiter } from '../realtime/emit-guard';
import { ChatNamespace } from './chat.namespace';
import { ChatRooms, chatRoom } from './chat-rooms';
import { CHAT_ID, DOCTOR_ID, PATIENT_CLAIMS, PATIENT_ID, STORED_MESSAGE } from './chat-test-data';

const ACTOR = { id: PATIENT_CLAIMS.id, role: PATIENT_CLAIMS.role };
const ROOM = { roomId: CHAT_ID, doctorId: DOCTOR_ID, patientId: PATIENT_ID };

const fakeSocket = (joined: string[] = []) => {
  const rooms = new Set<string>(['socket-1', ...joined]);
  const emit = jest.fn();
  const socket = {
    id: 'socket-1',
    data: { actor: PATIENT_CLAIMS },
    rooms,
    emit,
    use: jest.fn(),
    join: jest.fn(async (room: string) => void rooms.add(room)),
  };
  return { socket: standIn<Socket>(socket), emit, rooms, use: socket.use };
};

const setUp = (request: jest.Mock = jest.fn()) => {
  const limiter: EmitLimiter = { consume: jest.fn() };
  const rooms = new ChatRooms();
  const { sut } = newTestService(ChatNamespace, [
    { read: jest.fn() },
    { onRevoked: jest.fn() },
    { request },
    rooms,
    limiter,
    () => new Date('2098-01-01T00:00:00.000Z'),
  ]);
  return { sut, request, limiter, rooms };
};

const refusal = (message: string) => ({ status: 'error', message });

describe('ChatNamespace', () => {
  it('checks sessions, hands the namespace to the rooms and guards every socket', () => {
    const { sut, rooms } = setUp();
    const attach = jest.spyOn(rooms, 'attach');
    const namespace = standIn<Namespace>({ use: jest.fn() });
    sut.afterInit(namespace);
    expect(attach).toHaveBeenCalledWith(namespace);
    const { socket, use } = fakeSocket();
    sut.handleConnection(socket);
    expect(use).toHaveBeenCalledTimes(1);
  });

  describe('join-user', () => {
    it("joins the chat's room and answers its id, as user-joined and acknowledgement", async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue(ROOM));
      const { socket, emit, rooms } = fakeSocket();
      await expect(sut.joinUser(socket, { userId: PATIENT_ID, remoteId: DOCTOR_ID })).resolves.toEqual({
        status: 'success',
        data: { roomId: CHAT_ID },
      });
      expect(request).toHaveBeenCalledWith('chats.join', { actor: ACTOR, remoteId: DOCTOR_ID });
      expect(rooms.has(chatRoom(CHAT_ID))).toBe(true);
      expect(emit).toHaveBeenCalledWith('user-joined', { roomId: CHAT_ID });
    });

    it('refuses to join as another account without asking chat-svc', async () => {
      const { sut, request } = setUp();
      const { socket, emit } = fakeSocket();
      await expect(sut.joinUser(socket, { userId: DOCTOR_ID, remoteId: PATIENT_ID })).resolves.toEqual(
        refusal(CHAT_OWN_ID_MESSAGE),
      );
      expect(emit).toHaveBeenCalledWith('chat-error', { event: 'join-user', message: CHAT_OWN_ID_MESSAGE });
      expect(request).not.toHaveBeenCalled();
    });

    it("answers chat-svc's refusal as it gave it and joins nothing", async () => {
      const { sut } = setUp(
        jest.fn().mockRejectedValue({ code: 'chat.not_allowed', message: CHAT_NOT_ALLOWED_MESSAGE }),
      );
      const { socket, rooms } = fakeSocket();
      await expect(sut.joinUser(socket, { userId: PATIENT_ID, remoteId: DOCTOR_ID })).resolves.toEqual(
        refusal(CHAT_NOT_ALLOWED_MESSAGE),
      );
      expect([...rooms]).toEqual(['socket-1']);
    });

    it('answers a failure of ours with the generic sentence, never its details', async () => {
      const { sut } = setUp(jest.fn().mockRejectedValue(new Error('connection string postgres://secret')));
      const ack = await sut.joinUser(fakeSocket().socket, { userId: PATIENT_ID, remoteId: DOCTOR_ID });
      expect(ack).toEqual(refusal('Something went wrong on our side. Please try again.'));
    });

    it('refuses a payload that is not a join-user one, without throwing', async () => {
      const { sut, request } = setUp();
      await expect(sut.joinUser(fakeSocket().socket, ['nope'])).resolves.toEqual(
        refusal('The request is not valid.'),
      );
      expect(request).not.toHaveBeenCalled();
    });
  });

  describe('send-message', () => {
    it('stores the message through chat-svc with the socket actor and acknowledges the stored one', async () => {
      const { sut, request } = setUp(jest.fn().mockResolvedValue(STORED_MESSAGE));
      const { socket } = fakeSocket([chatRoom(CHAT_ID)]);
      const payload = { roomId: CHAT_ID, message: { content: 'Hello doctor', senderModel: 'doctor' } };
      await expect(sut.sendMessage(socket, payload)).resolves.toEqual({
        status: 'success',
        data: STORED_MESSAGE,
      });
      expect(request).toHaveBeenCalledWith('chats.send', {
        actor: ACTOR,
        chatId: CHAT_ID,
        message: { content: 'Hello doctor' },
      });
    });

    it('refuses a socket that has not joined the room', async () => {
      const { sut, request } = setUp();
      const { socket, emit } = fakeSocket();
      await expect(sut.sendMessage(socket, { roomId: CHAT_ID, message: 'hi' })).resolves.toEqual(
        refusal(CHAT_NOT_JOINED_MESSAGE),
      );
      expect(emit).toHaveBeenCalledWith('chat-error', {
        event: 'send-message',
        message: CHAT_NOT_JOINED_MESSAGE,
      });
      expect(request).not.toHaveBeenCalled();
    });

    it('refuses blank text with its message before anything else', async () => {
      const { sut, request } = setUp();
      const { socket } = fakeSocket([chatRoom(CHAT_ID)]);
      await expect(sut.sendMessage(socket, { roomId: CHAT_ID, message: '   ' })).resolves.toEqual(
        refusal(CHAT_MESSAGE_EMPTY_MESSAGE),
      );
      expect(request).not.toHaveBeenCalled();
    });
  });
});
