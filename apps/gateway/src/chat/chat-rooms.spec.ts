import { standIn } from '@vitalsync/testing';
import { type Namespace } from 'socket.io';

import { ChatRooms, chatRoom } from './chat-rooms';
import { CHAT_ID, RELAY_EVENT, STORED_MESSAGE } from './chat-test-data';

describe('ChatRooms', () => {
  it("emits receive-message with the stored message and its room id to the chat's room", () => {
    const emit = jest.fn();
    const to = jest.fn(() => ({ emit }));
    const sut = new ChatRooms();
    sut.attach(standIn<Namespace>({ to }));
    sut.deliver(RELAY_EVENT);
    expect(to).toHaveBeenCalledWith(chatRoom(CHAT_ID));
    expect(emit).toHaveBeenCalledWith('receive-message', { message: STORED_MESSAGE, roomId: CHAT_ID });
  });

  it('drops a delivery that comes before the namespace exists: nobody can have joined yet', () => {
    expect(() => new ChatRooms().deliver(RELAY_EVENT)).not.toThrow();
  });
});
