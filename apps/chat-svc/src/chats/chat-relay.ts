import { Logger } from '@nestjs/common';
import { type BusClient, emitBestEffort } from '@vitalsync/bus';
import { CHAT_EVENTS, type ChatMessage } from '@vitalsync/contracts';

import { type Chat } from './chats.schema';

const logger = new Logger('ChatRelay');

/**
 * Hands a stored message to every gateway replica for the chat's room. Best effort: the message is stored
 * whatever happens here, and a reader who missed the relay fetches it (history after its last message).
 */
export const publishRelay = (bus: BusClient, chat: Chat, message: ChatMessage): Promise<void> =>
  emitBestEffort(
    bus,
    CHAT_EVENTS.relay,
    { chatId: chat.id, doctorId: chat.doctorId, patientId: chat.patientId, message },
    { logger, about: `message ${message._id} of chat ${chat.id}` },
  );
