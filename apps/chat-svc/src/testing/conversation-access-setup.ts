import { newTestService } from '@vitalsync/testing';

import { PairAccess } from '../access/pair-access';
import { type Chat } from '../chats/chats.schema';
import { ConversationAccess } from '../chats/conversation-access';
import { fakeChats } from './chat-rows';
import { fakeBus } from './fake-bus';
import { fakeClock } from './fake-clock';

/**
 * The access checks as a service test sets them up: these chats, the real PairAccess (remembering answers) on a
 * fake bus answering for appointment-svc, and a clock the test moves.
 */
export const conversationAccessSetup = (...chats: Chat[]) => {
  const bus = fakeBus();
  const time = fakeClock('2030-06-01T12:00:00.000Z');
  const chatsRepository = fakeChats(...chats);
  const pairs = newTestService(PairAccess, [bus.client, time.clock]).sut;
  const access = newTestService(ConversationAccess, [chatsRepository, pairs]).sut;
  return { access, pairs, bus, time, chats: chatsRepository };
};
